package io.opencab.engine.games.clusterkingdom;

/**
 * A Princess or Queen advanced one cell toward the visible King, after a win and before the
 * reload: she swapped places with whatever held {@code to} (a symbol, a Multiplier Wild with its
 * value, or an empty cell left by the win).
 *
 * @param royal QUEEN or PRINCESS
 * @param from  bit index before
 * @param to    bit index after
 */
public record CkRoyalMove(int royal, int from, int to) implements CkEvent {
}
