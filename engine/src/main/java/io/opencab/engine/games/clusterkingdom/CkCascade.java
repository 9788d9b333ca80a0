package io.opencab.engine.games.clusterkingdom;

import java.util.List;

/**
 * One paying evaluation of the board before it: the largest combination of each symbol (and of
 * Wilds only) is paid; then the winning symbols and every other symbol of the same type are removed.
 *
 * @param clusters the paid combinations, by symbol, the Wild-only one last
 * @param pay      credits: the sum of their pays
 * @param removed  cells emptied (Multiplier Wilds are never removed)
 * @param grown    Multiplier Wilds that were part of a win and grew by +1 (mini and super bonus only)
 */
public record CkCascade(List<CkClusterWin> clusters, long pay, long removed, long grown) implements CkEvent {
}
