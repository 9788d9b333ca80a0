package io.opencab.engine.games.cooljewels;

/**
 * The meter multipliers of the math (rule sheet): a destroyed Premium 10x symbol pays
 * {@code premium} times the meter value, a symbol destroyed on a Blue Watermark space pays
 * {@code blue} times, and a Premium 10x on Blue both. One rule for the round's sum
 * ({@code CoolJewels}) and the pay list ({@link CjEvaluation}), so the two cannot disagree.
 *
 * @param premium the Premium 10x multiplier
 * @param blue    the Blue Watermark multiplier
 */
record CjMultipliers(int premium, int blue) {

    /** The multiplier of a destroyed symbol: Premium 10x or not, on a Blue Watermark space or not. */
    int of(boolean isPremium, boolean onBlue) {
        return (isPremium ? premium : 1) * (onBlue ? blue : 1);
    }
}
