package io.opencab.ui.port;

/**
 * Autoplay as the player set it (rule sheets: Autoplay, "Advanced Autoplay Options"). Amounts
 * are credits; 0 means the condition is off.
 *
 * @param rounds          rounds to play, at least 1
 * @param stopOnAnyWin    stop after a round that wins anything
 * @param stopOnFeature   stop when free spins (or another bonus) are won
 * @param singleWinAbove  stop when one round's win is at or above this amount
 * @param creditsUpBy     stop when credits have risen by this amount since autoplay started
 * @param creditsDownBy   stop when credits have fallen by this amount since autoplay started
 * @param lossLimit       never start a round that could take the session's loss past this amount
 */
public record AutoplaySettings(int rounds, boolean stopOnAnyWin, boolean stopOnFeature, long singleWinAbove,
                               long creditsUpBy, long creditsDownBy, long lossLimit) {
    public AutoplaySettings {
        if (rounds < 1) {
            throw new IllegalArgumentException("autoplay needs at least 1 round, got " + rounds);
        }
        if (singleWinAbove < 0 || creditsUpBy < 0 || creditsDownBy < 0 || lossLimit < 0) {
            throw new IllegalArgumentException("autoplay amounts must be 0 (off) or positive");
        }
    }

    public static AutoplaySettings rounds(int rounds) {
        return new AutoplaySettings(rounds, false, false, 0, 0, 0, 0);
    }
}
