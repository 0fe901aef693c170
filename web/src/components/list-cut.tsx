/**
 * Says when a read list was cut at its limit (core spec section 9: list limits): a read that
 * brought `limit` documents may have left more out, and the page says so rather than passing
 * the first `limit` off as everything.
 */
export function listCutText(count: number, limit: number, noun: string): string | null {
  return count >= limit ? `Showing the first ${limit} ${noun}; more exist and are not shown.` : null;
}

export function ListCutNotice({ count, limit, noun }: { count: number; limit: number; noun: string }) {
  const text = listCutText(count, limit, noun);
  return text ? (
    <p className="hint list-cut" role="status" data-testid="list-cut">
      {text}
    </p>
  ) : null;
}
