package io.opencab.engine.games.lostrelics;

import io.opencab.engine.game.RoundOutcome;
import java.util.List;

/**
 * One whole Lost Relics round: the main spin with its random features, and the Free Spins its
 * Scatters activated with their Hidden Chests. The win by source:
 * {@code totalWin = base + coinWin + freeSpins + chestCoinWin}; a round has no cap (the rule
 * sheet states none; docs/par/lost-relics.md, decision D13).
 *
 * @param betLevel       bet level 1..10
 * @param bet            credits bet (20 x level)
 * @param main           the main spin
 * @param freeSpins      the Free Spins played, Extra Free Spins included (empty if not triggered)
 * @param lastChest      the chest still hidden when Free Spins ended, or null without Free Spins
 * @param extraFreeSpins Extra Free Spins the chests granted this session (at most 25)
 * @param stickyWilds    bit mask of the Sticky Wilds on the reels when Free Spins ended (at most 6)
 * @param base           credits from the main spin's paytable wins
 * @param coinWin        credits from the main spin's Coin Wins
 * @param free           credits from the Free Spins' paytable wins
 * @param chestCoinWin   credits from the chests' Coin Wins
 */
public record LostRelicsOutcome(int betLevel, long bet, LrMainSpin main, List<LrFreeSpin> freeSpins, LrChest lastChest,
                                int extraFreeSpins, long stickyWilds, long base, long coinWin, long free,
                                long chestCoinWin) implements RoundOutcome {
    public static final int SOURCE_BASE = 0;
    public static final int SOURCE_COIN_WIN = 1;
    public static final int SOURCE_FREE_SPINS = 2;
    public static final int SOURCE_CHEST_COIN_WIN = 3;
    public static final List<String> SOURCES = List.of("base", "coinWin", "freeSpins", "chestCoinWin");

    public static final int FEATURE_COIN_WIN = 0;
    public static final int FEATURE_EXTRA_WILD = 1;
    public static final int FEATURE_EXTRA_SCATTER = 2;
    public static final int FEATURE_FREE_SPINS = 3;
    public static final int FEATURE_CHEST = 4;
    public static final int FEATURE_EXTRA_FREE_SPIN = 5;
    public static final int FEATURE_STICKY_WILD = 6;
    public static final int FEATURE_CHEST_COIN_WIN = 7;
    public static final List<String> FEATURES = List.of("coinWin", "extraWild", "extraScatter", "freeSpins",
            "chest", "extraFreeSpin", "stickyWild", "chestCoinWin");

    public LostRelicsOutcome {
        freeSpins = List.copyOf(freeSpins);
    }

    private boolean hasFeatures() {
        return !freeSpins.isEmpty() || !main.features().isEmpty();
    }

    @Override
    public String gameId() {
        return LostRelics.ID;
    }

    /** Never: Lost Relics has no round cap. */
    @Override
    public boolean capped() {
        return false;
    }

    @Override
    public long totalWin() {
        return base + coinWin + free + chestCoinWin;
    }

    /** No cascades: 1 when the main spin paid a cluster, else 0. */
    @Override
    public int cascades() {
        return main.clusters().isEmpty() ? 0 : 1;
    }

    @Override
    public long sourceWin(int source) {
        return switch (source) {
            case SOURCE_BASE -> base;
            case SOURCE_COIN_WIN -> coinWin;
            case SOURCE_FREE_SPINS -> free;
            case SOURCE_CHEST_COIN_WIN -> chestCoinWin;
            default -> throw new IndexOutOfBoundsException("source " + source);
        };
    }

    @Override
    public int featureCount(int feature) {
        if (!hasFeatures()) {
            return 0;
        }
        return switch (feature) {
            case FEATURE_COIN_WIN -> mainFeatures(LrFeature.Kind.COIN_WIN);
            case FEATURE_EXTRA_WILD -> mainFeatures(LrFeature.Kind.EXTRA_WILD);
            case FEATURE_EXTRA_SCATTER -> mainFeatures(LrFeature.Kind.EXTRA_SCATTER);
            case FEATURE_FREE_SPINS -> freeSpins.isEmpty() ? 0 : 1;
            case FEATURE_CHEST -> chests();
            case FEATURE_EXTRA_FREE_SPIN -> extraFreeSpins;
            case FEATURE_STICKY_WILD -> Long.bitCount(stickyWilds);
            case FEATURE_CHEST_COIN_WIN -> grants(LrChestGrant.Kind.COIN_WIN);
            default -> throw new IndexOutOfBoundsException("feature " + feature);
        };
    }

    private int mainFeatures(LrFeature.Kind kind) {
        int n = 0;
        for (LrFeature f : main.features()) {
            if (f.kind() == kind) {
                n++;
            }
        }
        return n;
    }

    /** Chests found this round. */
    public int chests() {
        int n = 0;
        for (LrFreeSpin s : freeSpins) {
            if (s.award() != null) {
                n++;
            }
        }
        return n;
    }

    private int grants(LrChestGrant.Kind kind) {
        int n = 0;
        for (LrFreeSpin s : freeSpins) {
            if (s.award() != null) {
                for (LrChestGrant g : s.award().grants()) {
                    if (g.kind() == kind) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return "LostRelicsOutcome[level=" + betLevel + ", bet=" + bet + ", win=" + totalWin()
                + ", clusters=" + main.clusters().size() + ", features=" + main.features().size()
                + ", freeSpins=" + freeSpins.size() + ", chests=" + chests() + "]";
    }
}
