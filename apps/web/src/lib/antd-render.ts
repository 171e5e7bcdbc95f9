import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

/**
 * antd-mobile 5 renders Toast and Dialog with ReactDOM.render, which React 19 removed; this hook hands it
 * createRoot instead. Imported for its effect by whatever shows an imperative antd-mobile component.
 */
type Host = (Element | DocumentFragment) & { __sfRoot?: Root };

unstableSetRender((node, container) => {
  const host = container as Host;
  host.__sfRoot ??= createRoot(host);
  const root = host.__sfRoot;
  root.render(node);
  return async () => {
    // Unmounting synchronously inside React's own commit warns; let the current render finish first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__sfRoot;
  };
});
