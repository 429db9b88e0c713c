import { useParams } from 'react-router';
import { ReviewDetailPage } from './ReviewDetailPage.tsx';
import { ReviewListPage } from './ReviewListPage.tsx';

/** /admin/reviews and /admin/reviews/:id (one route, ':id?'): the list, or one review. */
export default function ReviewsPage() {
  const { id } = useParams();
  return id ? <ReviewDetailPage key={id} id={id} /> : <ReviewListPage />;
}
