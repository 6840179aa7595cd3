/** Where the screens live (special pages ~urban-golf-start|edit|share|play|coupon), resolved on the server. */
export type GameLinks = { start: string; edit: string; share: string; play: string; coupon: string };
