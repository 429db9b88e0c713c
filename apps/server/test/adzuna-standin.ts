/**
 * A local stand-in for Adzuna's job search API (node:http on 127.0.0.1, a random port), answering in the shape
 * Adzuna documents for GET /v1/api/jobs/{country}/search/{page}: {count, results: [...]}, or failing on demand.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AdzunaStandIn {
  url: string;
  /** Every request's path and query. */
  requests: URL[];
  /** 'ok' answers with SAMPLE_RESULTS; a number answers that status; 'garbage' answers a body that is not JSON. */
  mode: 'ok' | 'garbage' | number;
  close(): Promise<void>;
}

export const ADZUNA_COUNT = 57;

/** Two postings as Adzuna sends them (its `__CLASS__` fields and HTML highlights included). */
export const SAMPLE_RESULTS = [
  {
    __CLASS__: 'Adzuna::API::Response::Job',
    id: '4123456789',
    adref: 'eyJhbGciOiJIUzI1NiJ9',
    title: '<strong>Registered</strong> Nurse - ICU',
    description: 'Join our <strong>ICU</strong> team &amp; care for patients<script>alert(1)</script> across shifts...',
    created: '2026-11-20T09:15:00Z',
    redirect_url: 'https://www.adzuna.com/land/ad/4123456789?se=abc',
    salary_min: 72000,
    salary_max: 91000,
    salary_is_predicted: '0',
    contract_type: 'permanent',
    contract_time: 'full_time',
    latitude: 30.2672,
    longitude: -97.7431,
    company: { __CLASS__: 'Adzuna::API::Response::Company', display_name: 'St. David Health' },
    location: { __CLASS__: 'Adzuna::API::Response::Location', area: ['US', 'Texas', 'Travis County', 'Austin'], display_name: 'Austin, Travis County' },
    category: { __CLASS__: 'Adzuna::API::Response::Category', label: 'Healthcare & Nursing Jobs', tag: 'healthcare-nursing-jobs' },
  },
  {
    __CLASS__: 'Adzuna::API::Response::Job',
    id: 4123456790,
    title: 'Night Nurse',
    description: 'Nights, weekends.',
    created: '2026-11-18T12:00:00Z',
    redirect_url: 'javascript:alert(1)',
    company: { display_name: 'Austin Care' },
    location: { area: ['US', 'Texas'], display_name: 'Texas' },
    category: { label: 'Healthcare & Nursing Jobs', tag: 'healthcare-nursing-jobs' },
  },
];

export async function adzunaStandIn(): Promise<AdzunaStandIn> {
  const standIn: AdzunaStandIn = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    standIn.requests.push(url);
    if (!/^\/v1\/api\/jobs\/[a-z]{2}\/search\/\d+$/.test(url.pathname) || !url.searchParams.get('app_id') || !url.searchParams.get('app_key')) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ __CLASS__: 'Adzuna::API::Response::Exception', exception: 'AUTH_FAIL', display: 'Authorisation failed' }));
      return;
    }
    if (standIn.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
      return;
    }
    if (typeof standIn.mode === 'number') {
      res.writeHead(standIn.mode, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ __CLASS__: 'Adzuna::API::Response::Exception', exception: 'SERVER_ERROR' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ __CLASS__: 'Adzuna::API::Response::JobSearchResults', count: ADZUNA_COUNT, mean: 80000, results: SAMPLE_RESULTS }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  server.unref();
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
