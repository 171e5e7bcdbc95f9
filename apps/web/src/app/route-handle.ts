/** Route names as the spec spells them (SPEC §2); page-view tracking and noContent report them. */
export interface RouteHandle {
  name: string;
  /**
   * The page is drawn in the browser only: it needs the signed-in visitor (the server renders for nobody in
   * particular) or the browser itself (sign-in steps, the desktop frame). Every other page is server-rendered.
   */
  clientOnly?: true;
}
