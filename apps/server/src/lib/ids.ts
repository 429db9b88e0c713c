import crypto from 'node:crypto';

/** 24 hex characters, the shape the wire's `_id` fields have always had. */
export function newId(): string {
  return crypto.randomBytes(12).toString('hex');
}

/** A secret token: 256 bits, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Hex SHA-256; the one-shot `crypto.hash` costs a third of createHash().update().digest() on the session path. */
export function sha256(value: string): string {
  return crypto.hash('sha256', value, 'hex');
}
