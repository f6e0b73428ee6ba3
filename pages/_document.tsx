import { isValidElement, type ReactNode } from 'react';
import { Head, Html, Main, NextScript } from 'next/document';
import { AFTER_PAINT_FILE, inertScriptProps, type ScriptElementProps } from '@/lib/after-paint';

/** Next's script elements, each external one made inert (lib/after-paint.ts says why). */
function inert(nodes: ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  const visit = (node: ReactNode) => {
    if (Array.isArray(node)) return node.forEach(visit);
    const props = isValidElement<ScriptElementProps>(node) && node.type === 'script' ? inertScriptProps(node.props) : null;
    if (props) out.push(<script key={props['data-src'] as string} {...props} />);
    else if (node !== null && node !== undefined && node !== false) out.push(node);
  };
  visit(nodes);
  return out;
}

/** Next's head, whose first-load scripts wait for the first paint. */
class AfterPaintHead extends Head {
  getPolyfillScripts() {
    return inert(super.getPolyfillScripts()) as ReturnType<Head['getPolyfillScripts']>;
  }

  getPreNextScripts() {
    return inert(super.getPreNextScripts()) as unknown as ReturnType<Head['getPreNextScripts']>;
  }

  getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    return inert(super.getDynamicChunks(files)) as ReturnType<Head['getDynamicChunks']>;
  }

  getScripts(files: Parameters<Head['getScripts']>[0]) {
    const { assetPrefix, assetQueryString } = this.context;
    return [
      ...inert(super.getScripts(files)),
      <script key="after-paint" src={`${assetPrefix}/_next/${AFTER_PAINT_FILE}${assetQueryString}`} async />,
    ] as ReturnType<Head['getScripts']>;
  }
}

export default function Document() {
  return (
    <Html lang="zh-CN">
      <AfterPaintHead>
        <meta name="theme-color" content="#141821" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </AfterPaintHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
