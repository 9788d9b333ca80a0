package io.opencab.engine.games.clusterkingdom;

/**
 * One step of a drop after its board landed, in the order played (docs/par/cluster-kingdom.md,
 * "Order of play"). Each step that changes the board carries the board after it, so an auditor
 * re-checks every step from the previous board alone.
 */
public sealed interface CkEvent permits CkRedrop, CkMerge, CkKingUpgrade, CkPrincessWilds, CkQueenSwap,
        CkCascade, CkRoyalMove, CkRefill {
}
