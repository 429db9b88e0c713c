import { useLocation, useNavigate } from 'react-router';
import { destinationAfterLogin } from './after-login.ts';
import { LoginScreen } from './LoginScreen.tsx';

/** The app's /login route: signed in, the user goes back where they were sent away from, in the page. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return <LoginScreen onSignedIn={(response) => void navigate(destinationAfterLogin(location.state, response), { replace: true })} />;
}
