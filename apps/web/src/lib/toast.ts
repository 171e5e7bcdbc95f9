/**
 * antd-mobile's Toast (with its animation library, and the React 19 render hook it needs) is loaded on the
 * first toast, an error path, not with the first screen.
 */
export function showToast(message: string, durationMs: number): void {
  void Promise.all([
    import('antd-mobile/es/components/toast'),
    import('./antd-render.ts'),
    import('./antd-locale.ts'),
  ]).then(([{ default: Toast }]) => Toast.show({ content: message, duration: durationMs }));
}
