package io.opencab.engine.games.cooljewels;

/**
 * The Bonus Guarantee of a round that played Free Games (rule sheet): the feature pays at least
 * {@code floor} = 10 x the total bet, counting the initiating (base) game's pay; any shortfall is
 * added at the end of the round.
 *
 * @param initiatingPay the base game's win
 * @param freeGamesPay  the free games' wins
 * @param floor         10 x the bet
 * @param topUp         credits added: {@code max(0, floor - initiatingPay - freeGamesPay)}
 */
public record CjGuarantee(long initiatingPay, long freeGamesPay, long floor, long topUp) {
}
