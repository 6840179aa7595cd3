/** Whether the request's If-None-Match names `etag` (a list of tags is allowed): then a 304 answers. */
export function etagMatches(request: Request, etag: string): boolean {
  return (
    request.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === etag) ?? false
  );
}
