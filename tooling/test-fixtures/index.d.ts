/** The flood that once stalled the api: frames sent at once on one chat socket. */
export declare const FLOOD_FRAMES: number;
