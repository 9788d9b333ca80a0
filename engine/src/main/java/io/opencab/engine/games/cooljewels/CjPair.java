package io.opencab.engine.games.cooljewels;

/**
 * A Wild Pair: two horizontally adjacent activated Unstable, Shattering or Shocking Wilds,
 * paired left to right, and the Enhancement it triggered.
 *
 * @param left        bit index of the left Wild
 * @param right       bit index of the right Wild (one column to the right, same row)
 * @param leftSymbol  the left Wild's symbol
 * @param rightSymbol the right Wild's symbol
 * @param enhancement what the pair triggered
 * @param spaces      the watermarked spaces (the pattern of the Unstable, Shocking or Shattering
 *                    Wild named by the enhancement), or for Persisting Wilds the pair's two spaces
 */
public record CjPair(int left, int right, int leftSymbol, int rightSymbol, Enhancement enhancement, long spaces) {

    /** The four Enhancement Features (rule sheet). */
    public enum Enhancement {
        /** Unstable + Shattering: Pink Watermark on the Unstable's spaces. */
        PINK_WATERMARK,
        /** Unstable + Shocking: Green Watermark on the Shocking's spaces. */
        GREEN_WATERMARK,
        /** Shattering + Shocking: Blue Watermark on the Shattering's spaces. */
        BLUE_WATERMARK,
        /** Two of the same Wild: both become Persisting Wilds. */
        PERSISTING_WILDS
    }
}
