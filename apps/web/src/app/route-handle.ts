/** Route names as the spec spells them (SPEC §2); page-view tracking and noContent report them. */
export interface RouteHandle {
  name: string;
}
