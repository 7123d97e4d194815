// The bench's bare cold render: a worker holding React's server renderer and nothing else. POST / takes a page's
// element tree (as elementTree gives it) and keeps it; GET / renders the kept tree to a string, which is what a
// fresh isolate's first render costs React alone. Bundled and served by bare-cold.ts.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { TreeNode } from './element-tree';

let kept: ReactNode = null;

function build(node: TreeNode): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  return createElement(tag, props, ...children.map(build));
}

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method === 'POST') {
      kept = build((await request.json()) as TreeNode);
      return new Response('kept');
    }
    if (!kept) return new Response('POST a tree first', { status: 409 });
    const html = `<!DOCTYPE html>${renderToString(kept)}`;
    return Response.json({ bytes: new TextEncoder().encode(html).byteLength });
  },
};
