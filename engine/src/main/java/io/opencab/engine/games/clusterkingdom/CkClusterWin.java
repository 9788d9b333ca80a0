package io.opencab.engine.games.clusterkingdom;

import java.util.List;

/**
 * A paid combination.
 *
 * @param symbol      the paying symbol it pays as (HIGHEST for a combination of Wilds only)
 * @param wildOnly    true for a combination of Wilds only
 * @param cells       every cell of it, Wilds included
 * @param size        number of cells
 * @param multipliers the values of the Multiplier Wilds in it, by bit index
 * @param multiplier  their sum, or 1 when it holds none
 * @param pay         credits: paytable coins for (symbol, size) x bet level x multiplier
 */
public record CkClusterWin(int symbol, boolean wildOnly, long cells, int size, List<Integer> multipliers,
                           int multiplier, long pay) {
}
