// The flags a page reads while it renders on the server (the edge HTML cache keeps one copy per combination of
// their treatments; those its islands read in the browser are among them), and among them `seen`, those whose
// treatment shows in the server's markup: the visitor's impressions. An island's declared flag is only carried
// until the island shows it in the browser, which then reports it.
export class FlagReads extends Set<string> {
  readonly seen = new Set<string>();
  /** A flag whose treatment the page shows. */
  see(flag: string): void {
    this.add(flag);
    this.seen.add(flag);
  }
}
