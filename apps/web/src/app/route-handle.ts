/** Route names as the original platform spells them (client.exhibit); page views and noContent use them. */
export interface RouteHandle {
  name: string;
  /**
   * The page is drawn in the browser only: it needs the signed-in visitor (the server renders for nobody in
   * particular) or the browser itself (sign-in steps, the desktop frame). Every other page is server-rendered.
   */
  clientOnly?: true;
  /** The page has the whole screen: no header and no floating account entry (the negotiation room: its route hides the header and ignores the user). */
  bare?: true;
}
