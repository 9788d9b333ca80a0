package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrSymbols.WILD;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The Free Spins session of a round with its Hidden Chests (docs/par/lost-relics.md, decisions
 * D7 to D12). A new one per round, so its state starts afresh with every round (decision D7).
 */
final class LrFreeSession {
    private static final GridShape GRID = LrMath.GRID;
    private static final long ALL = GRID.valid();

    private final LrRound r;
    private final LrMath math;
    private final GameRng rng;
    private int spinsAwarded;
    /** Extra Free Spins the chests granted this session. */
    int extraSpins;
    /** Bit mask of the Sticky Wilds on the reels. */
    long sticky;
    private int chestsFound;
    /** The chest hidden now; null until the session starts. */
    LrChest chest;

    LrFreeSession(LrRound round) {
        this.r = round;
        this.math = round.math;
        this.rng = round.rng;
    }

    /** Plays the 10 Free Spins and every Extra Free Spin the chests add. */
    List<LrFreeSpin> play() {
        spinsAwarded = math.freeSpins;
        List<LrFreeSpin> spins = new ArrayList<>(spinsAwarded + 4);
        chest = hide();
        long uncovered = 0;
        // Bounded: 10 spins plus at most 25 Extra Free Spins.
        for (int n = 1; n <= spinsAwarded; n++) {
            byte[] cells = LrBoardDraw.free(math, rng);
            Board drawn = Board.of(GRID, cells);
            Board board = drawn;
            long stickyNow = sticky;
            if (stickyNow != 0) {
                for (long s = stickyNow; s != 0; s &= s - 1) {
                    cells[Long.numberOfTrailingZeros(s)] = WILD;
                }
                board = Board.of(GRID, cells);
            }
            r.finder.masks(cells, r.masks);
            List<Cluster> clusters = r.finder.find(r.masks, r.masks[WILD]);
            List<LrClusterWin> wins = r.pay(clusters);
            long pay = LrRound.total(wins);
            r.add(pay, LostRelicsOutcome.Source.FREE_SPINS.ordinal());
            // Spaces under the winning clusters are uncovered and carried over (rule sheet; decision D9).
            uncovered |= LrRound.union(clusters);
            LrChest current = chest;
            LrChestAward award = null;
            if ((current.cells() & ~uncovered) == 0) {
                award = open(current);
            }
            spins.add(new LrFreeSpin(n, drawn, stickyNow, board, wins, pay, current, uncovered, award));
            if (award != null) {
                // A found chest resets the uncovered spaces and a new chest is hidden (rule sheet).
                uncovered = 0;
                chest = hide();
            }
        }
        return Collections.unmodifiableList(spins);
    }

    /** Hides the next chest: the first two are small or medium (rule sheet), at a uniform place. */
    LrChest hide() {
        int number = chestsFound + 1;
        LrChestType type = number <= math.smallOrMediumChests
                ? LrChestType.values()[math.firstChests.pick(rng)]
                : LrChestType.values()[math.chestTypes.pick(rng)];
        long[] places = math.placements[type.ordinal()];
        return new LrChest(number, type, places[rng.nextInt(places.length, "chest.place")]);
    }

    /** Opens a found chest: its instances, the guaranteed Extra Free Spins first (decision D10). */
    LrChestAward open(LrChest found) {
        chestsFound++;
        LrChestType t = found.type();
        LrChestRules rules = math.chests[t.ordinal()];
        int n = math.chestCount[t.ordinal()].pick(rng);
        List<LrChestGrant> grants = new ArrayList<>(n);
        int spins = 0;
        int stickyHere = 0;
        long stickyCells = 0;
        long coin = 0;
        for (int k = 0; k < n; k++) {
            // At most 25 Extra Free Spins a session: after them the chest's guaranteed Extra Free
            // Spins are drawn like its other instances, from what it can still grant (decision D10).
            // A chest's own Sticky Wild limit and 6 concurrent Sticky Wilds (rule sheet).
            boolean spinOk = extraSpins < math.maxExtraSpins;
            LrChestGrant.Kind kind;
            if (k < rules.minExtraSpins() && spinOk) {
                kind = LrChestGrant.Kind.EXTRA_FREE_SPIN;
            } else {
                boolean stickyOk = stickyHere < rules.maxStickyWilds() && Long.bitCount(sticky) < math.maxSticky;
                kind = LrMath.GRANTS.get(math.grantTables[t.ordinal()][(spinOk ? 2 : 0) | (stickyOk ? 1 : 0)].pick(rng));
            }
            switch (kind) {
                case EXTRA_FREE_SPIN -> {
                    extraSpins++;
                    spinsAwarded++;
                    spins++;
                    grants.add(new LrChestGrant(LrChestGrant.Kind.EXTRA_FREE_SPIN, -1, 0, 0));
                }
                case STICKY_WILD -> {
                    // Never on a Sticky Wild (rule sheet); any other cell, uniformly. It plays
                    // from the next Free Spin on: this spin is already paid (decision D11).
                    long cell = r.pickCells(ALL & ~sticky, 1, "stickyWild.cell");
                    sticky |= cell;
                    stickyCells |= cell;
                    stickyHere++;
                    grants.add(new LrChestGrant(LrChestGrant.Kind.STICKY_WILD, Long.numberOfTrailingZeros(cell), 0, 0));
                }
                default -> {
                    int x = math.chestCoinX.pick(rng);
                    long pay = x * r.bet;
                    r.add(pay, LostRelicsOutcome.Source.CHEST_COIN_WIN.ordinal());
                    coin += pay;
                    grants.add(new LrChestGrant(LrChestGrant.Kind.COIN_WIN, -1, x, pay));
                }
            }
        }
        return new LrChestAward(found, Collections.unmodifiableList(grants), spins, stickyCells, coin);
    }
}
