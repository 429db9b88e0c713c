/** A stored file key becomes /api/file/{key}; a URL (absolute, root-relative or data:) is used as is. */
export function fileUrl(keyOrUrl: string | null | undefined): string | undefined {
  if (!keyOrUrl) return undefined;
  if (/^(https?:)?\/\//i.test(keyOrUrl) || keyOrUrl.startsWith('/') || /^(data|blob):/i.test(keyOrUrl)) return keyOrUrl;
  return `/api/file/${encodeURIComponent(keyOrUrl)}`;
}

/** A configured domain may be written without a scheme ("jobs.example.com"). */
export function absoluteUrl(domainOrUrl: string): string {
  const trimmed = domainOrUrl.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** Only same-origin paths may be followed after login (no open redirect). */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value) return null;
  let path = value;
  if (/^%2F/i.test(path)) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

/** GET /api/file/download/{key}: the stored file as an attachment, under its original name. */
export function fileDownloadUrl(key: string): string {
  return `/api/file/download/${encodeURIComponent(key)}`;
}
