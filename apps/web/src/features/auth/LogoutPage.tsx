import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { logout } from './api.ts';

/** /logout: GET /api/auth/logout, then /login. */
export default function LogoutPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void logout(client).then(() => {
      if (!cancelled) void navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [client, navigate]);
  return <LoadingScreen />;
}
