package io.opencab.engine.games.cooljewels;

/**
 * The Bonus Guarantee of a round that played Free Games (rule sheet): the Free Games Bonus pays at
 * least {@code floor} = 10 x the total bet, counting the initiating scatter pay (the pays of the
 * Bonus symbols destroyed in the base game) and the free games' own wins, and nothing else of the
 * base game's win (docs/par/cool-jewels.md, D16); any shortfall is added at the end of the round.
 *
 * @param initiatingPay the initiating scatter pay: credits paid for the Bonus symbols the base game destroyed
 * @param freeGamesPay  the free games' wins
 * @param floor         10 x the bet
 * @param topUp         credits added: {@code max(0, floor - initiatingPay - freeGamesPay)}
 */
public record CjGuarantee(long initiatingPay, long freeGamesPay, long floor, long topUp) {
}
