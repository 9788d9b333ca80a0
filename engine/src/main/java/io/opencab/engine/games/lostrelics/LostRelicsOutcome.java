package io.opencab.engine.games.lostrelics;

import io.opencab.engine.game.OutcomeKeys;
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
    /** RTP sources, in index order. */
    public enum Source { BASE, COIN_WIN, FREE_SPINS, CHEST_COIN_WIN }

    /** Feature counts, in index order. */
    public enum Feature {
        COIN_WIN, EXTRA_WILD, EXTRA_SCATTER, FREE_SPINS, CHEST, EXTRA_FREE_SPIN, STICKY_WILD, CHEST_COIN_WIN
    }

    /** The sources' and features' JSON and PAR names. */
    public static final List<String> SOURCES = OutcomeKeys.of(Source.values());
    public static final List<String> FEATURES = OutcomeKeys.of(Feature.values());
    /** Cached, so an index turns into its constant without the copy {@code values()} makes. */
    private static final Source[] SOURCE_KINDS = Source.values();
    private static final Feature[] FEATURE_KINDS = Feature.values();

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
        if (source < 0 || source >= SOURCE_KINDS.length) {
            throw new IndexOutOfBoundsException("source " + source);
        }
        return switch (SOURCE_KINDS[source]) {
            case BASE -> base;
            case COIN_WIN -> coinWin;
            case FREE_SPINS -> free;
            case CHEST_COIN_WIN -> chestCoinWin;
        };
    }

    @Override
    public int featureCount(int feature) {
        if (!hasFeatures()) {
            return 0;
        }
        if (feature < 0 || feature >= FEATURE_KINDS.length) {
            throw new IndexOutOfBoundsException("feature " + feature);
        }
        return switch (FEATURE_KINDS[feature]) {
            case COIN_WIN -> mainFeatures(LrFeature.Kind.COIN_WIN);
            case EXTRA_WILD -> mainFeatures(LrFeature.Kind.EXTRA_WILD);
            case EXTRA_SCATTER -> mainFeatures(LrFeature.Kind.EXTRA_SCATTER);
            case FREE_SPINS -> freeSpins.isEmpty() ? 0 : 1;
            case CHEST -> chests();
            case EXTRA_FREE_SPIN -> extraFreeSpins;
            case STICKY_WILD -> Long.bitCount(stickyWilds);
            case CHEST_COIN_WIN -> grants(LrChestGrant.Kind.COIN_WIN);
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
