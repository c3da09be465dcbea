/**
 * The screens' Content-Security-Policy, for the web build here and the desktop window alike: no
 * eval (pdf.js runs with isEvalSupported false), inline styles only because Vue's style bindings
 * and pdf.js's text layer set them, pdf.js's worker from the origin or a blob.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')
