package io.opencab.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JSON and PAR names of the RTP sources and features come from the games' enums: these are the names the
 * outcome JSON and docs/par/*.json publish, in index order, and a renamed or reordered constant fails here.
 */
class OutcomeKeysTest {
    private enum Sample { BASE, MIRACLE_BET_WIN, PAIR_UNSTABLE_SHATTERING }

    @Test
    void constantNamesBecomeCamelCaseInDeclarationOrder() {
        assertEquals(List.of("base", "miracleBetWin", "pairUnstableShattering"), OutcomeKeys.of(Sample.values()));
    }

    @Test
    void christmasTreeNamesAreThePublishedOnes() {
        assertEquals(List.of("base", "snowman", "blizzard", "miracleBetWin", "miracleMultiplier", "freeSpins"),
                ChristmasTreeOutcome.SOURCES);
        assertEquals(List.of("snowman", "blizzard", "miracleBetWin", "miracleMultiplier", "miracleFreeSpins",
                "stepLimit"), ChristmasTreeOutcome.FEATURES);
    }

    @Test
    void clusterKingdomNamesAreThePublishedOnes() {
        assertEquals(List.of("base", "stickyRedrops", "miniBonus", "bonus", "superBonus"),
                ClusterKingdomOutcome.SOURCES);
        assertEquals(List.of("stickyRedrops", "king", "queen", "princess", "multiplierMerge", "miniBonus", "bonus",
                "superBonus", "retrigger", "freeDropLimit"), ClusterKingdomOutcome.FEATURES);
    }

    @Test
    void coolJewelsNamesAreThePublishedOnes() {
        assertEquals(List.of("base", "freeGames", "guarantee"), CoolJewelsOutcome.SOURCES);
        assertEquals(List.of("freeGames", "retrigger", "guaranteeTopUp", "unstableWild", "shatteringWild",
                "shockingWild", "persistingWild", "pairUnstableShattering", "pairUnstableShocking",
                "pairShatteringShocking", "pairUnstableUnstable", "pairShatteringShattering", "pairShockingShocking",
                "pinkWatermark", "greenWatermark", "blueWatermark", "combinedWatermark", "premiumDestroyed",
                "cascadeLimit", "freeGamesLimit"), CoolJewelsOutcome.FEATURES);
    }

    @Test
    void lostRelicsNamesAreThePublishedOnes() {
        assertEquals(List.of("base", "coinWin", "freeSpins", "chestCoinWin"), LostRelicsOutcome.SOURCES);
        assertEquals(List.of("coinWin", "extraWild", "extraScatter", "freeSpins", "chest", "extraFreeSpin",
                "stickyWild", "chestCoinWin"), LostRelicsOutcome.FEATURES);
    }
}
