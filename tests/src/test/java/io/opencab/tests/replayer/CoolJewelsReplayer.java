package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Cool Jewels' flow from docs/par/cool-jewels.md ("Draw sequence", D14 to D18) and
 * docs/outcome-format-cool-jewels.md: games of cascades on the meter, free games awarded by
 * destroyed (base) or landed (free) Bonus symbols, the Bonus Guarantee and the feature counts.
 */
final class CoolJewelsReplayer implements GameReplayer {
    private static final String[] FEATURES = {"freeGames", "retrigger", "guaranteeTopUp", "unstableWild",
        "shatteringWild", "shockingWild", "persistingWild", "pairUnstableShattering", "pairUnstableShocking",
        "pairShatteringShocking", "pairUnstableUnstable", "pairShatteringShattering", "pairShockingShocking",
        "pinkWatermark", "greenWatermark", "blueWatermark", "combinedWatermark", "premiumDestroyed",
        "cascadeLimit", "freeGamesLimit"};
    private final ParMath math;
    private final Grid grid;
    private final CjEvaluation evaluation;
    private final long coinsPerLevel;
    private final int maxCascades;
    private final int[] awards;
    private final int perBonusAbove;
    private final int maxGames;
    private final long guaranteeX;

    CoolJewelsReplayer(ParMath math) {
        this.math = math;
        grid = new Grid(math.ints("grid.columnHeights"));
        evaluation = new CjEvaluation(math, grid);
        coinsPerLevel = math.number("bet.coinsPerLevel");
        maxCascades = (int) math.number("cascades.max");
        awards = new int[8];
        List<Object> list = awardPairs();
        for (Object pair : list) {
            List<Object> p = Json.list(pair);
            awards[Math.toIntExact((Long) p.get(0))] = Math.toIntExact((Long) p.get(1));
        }
        perBonusAbove = (int) math.number("free.gamesPerBonusAbove7");
        maxGames = (int) math.number("free.maxGames");
        guaranteeX = math.number("guarantee.x");
    }

    private List<Object> awardPairs() {
        return math.pairs("free.awards");
    }

    private int award(int bonus) {
        if (bonus < 4) {
            return 0;
        }
        return bonus <= 7 ? awards[bonus] : awards[7] + perBonusAbove * (bonus - 7);
    }

    private final class Game {
        Map<String, Object> json;
        long win;
        long bonusPay;
        int awarded;
    }

    @Override
    public Map<String, Object> replay(long betLevel, DrawTape draws) {
        long bet = coinsPerLevel * betLevel;
        long[] features = new long[FEATURES.length];
        Game base = game(draws, betLevel, 0, features);
        List<Object> freeGames = new ArrayList<>();
        int awarded = base.awarded;
        long freePay = 0;
        if (awarded > 0) {
            features[0]++;
        }
        for (int n = 1; n <= awarded && n <= maxGames; n++) {
            Game free = game(draws, betLevel, n, features);
            freeGames.add(free.json);
            freePay += free.win;
            if (free.awarded > 0) {
                features[1]++;
                awarded += free.awarded;
            }
        }
        if (awarded > maxGames) {
            features[19]++;
        }
        Object guarantee = null;
        long topUp = 0;
        if (base.awarded > 0) {
            long floor = guaranteeX * bet;
            topUp = Math.max(0, floor - base.bonusPay - freePay);
            features[2] += topUp > 0 ? 1 : 0;
            guarantee = J.obj("initiatingPay", base.bonusPay, "freeGamesPay", freePay, "floor", floor, "topUp", topUp);
        }
        Map<String, Object> featureJson = J.obj();
        for (int i = 0; i < FEATURES.length; i++) {
            featureJson.put(FEATURES[i], features[i]);
        }
        int[] slices = math.ints("meter.slices");
        return J.obj("format", "opencab.outcome/1", "game", math.game, "betLevel", betLevel, "bet", bet,
                "totalWin", base.win + freePay + topUp, "capped", false,
                "grid", J.grid(grid.heights, "down each column; refill from the top"),
                "meter", J.obj("slices", J.longs(slices), "lastSlice", evaluation.lastSlice()),
                "base", base.json, "freeGames", freeGames, "freeGamesAwarded", awarded, "guarantee", guarantee,
                "sourceWins", J.obj("base", base.win, "freeGames", freePay, "guarantee", topUp),
                "features", featureJson);
    }

    private String reel(int number, int cell) {
        return (number == 0 ? "reel.base reel " : "reel.free reel ") + (grid.column(cell) + 1);
    }

    /** One game: its board, its cascades (at most 30), its Bonus counts and award. */
    private Game game(DrawTape draws, long betLevel, int number, long[] features) {
        int[] board = new int[grid.size];
        int landed = 0;
        for (int c = 0; c < grid.size; c++) {
            board[c] = math.symbol(draws.name(reel(number, c)));
            landed += board[c] == CjEvaluation.BONUS ? 1 : 0;
        }
        Game game = new Game();
        List<Object> drawn = grid.boardJson(board, math.symbols);
        boolean[][] marks = {new boolean[grid.size], new boolean[grid.size], new boolean[grid.size]};
        boolean[] inWin = new boolean[grid.size];
        int[] slice = {0};
        List<Object> evaluations = new ArrayList<>();
        int bonus = 0;
        boolean limited = false;
        while (true) {
            CjEvaluation.Result r = evaluation.evaluate(board, marks, inWin, slice, betLevel);
            countMarks(marks, features);
            if (r == null) {
                break;
            }
            game.win += r.pay;
            game.bonusPay += r.bonusPay;
            bonus += r.bonus;
            features[17] += r.premium;
            for (int kind : r.activatedKinds) {
                features[3 + kind - CjEvaluation.UNSTABLE]++;
            }
            for (String pair : r.pairKinds) {
                features[pairIndex(pair)]++;
            }
            for (int c = 0; c < grid.size; c++) {
                if (r.persistingMade[c]) {
                    board[c] = CjEvaluation.PERSISTING;
                    inWin[c] = true;
                } else if (board[c] == CjEvaluation.PERSISTING && !r.destroyed[c]) {
                    inWin[c] |= activatedAt(r, c);
                }
            }
            landed += fallAndRefill(draws, number, board, inWin, r.destroyed);
            r.json.put("after", grid.boardJson(board, math.symbols));
            evaluations.add(r.json);
            marks = r.newMarks;
            if (evaluations.size() >= maxCascades) {
                limited = true;
                features[18]++;
                break;
            }
        }
        int awardBy = number == 0 ? bonus : landed;
        game.awarded = award(awardBy);
        game.json = J.obj("free", number > 0, "number", number, "drawn", drawn, "evaluations", evaluations,
                "cascades", evaluations.size(), "win", game.win, "bonus", bonus, "landed", landed,
                "awarded", game.awarded, "cascadeLimited", limited);
        return game;
    }

    private static boolean activatedAt(CjEvaluation.Result r, int cell) {
        return r.activatedCells != null && r.activatedCells[cell];
    }

    /** Evaluations under each colour, and under two colours on one space (the combined watermark). */
    private void countMarks(boolean[][] marks, long[] features) {
        boolean combined = false;
        for (int i = 0; i < 3; i++) {
            boolean any = false;
            for (int c = 0; c < grid.size; c++) {
                any |= marks[i][c];
                combined |= i > 0 && marks[i][c] && (marks[0][c] || (i == 2 && marks[1][c]));
            }
            features[13 + i] += any ? 1 : 0;
        }
        features[16] += combined ? 1 : 0;
    }

    private static int pairIndex(String pair) {
        boolean u = pair.contains("UNSTABLE");
        boolean s = pair.contains("SHATTERING");
        boolean k = pair.contains("SHOCKING");
        if (u && s) {
            return 7;
        }
        if (u && k) {
            return 8;
        }
        if (s && k) {
            return 9;
        }
        return u ? 10 : s ? 11 : 12;
    }

    /** Destroyed cells empty, survivors fall (Persisting Wilds' history with them), refill; Bonus landed. */
    private int fallAndRefill(DrawTape draws, int number, int[] board, boolean[] inWin, boolean[] destroyed) {
        int landed = 0;
        for (int col = 0; col < grid.heights.length; col++) {
            int r = 0;
            for (int row = 0; row < grid.heights[col]; row++) {
                int cell = grid.cell(col, row);
                if (!destroyed[cell]) {
                    int to = grid.cell(col, r++);
                    board[to] = board[cell];
                    inWin[to] = inWin[cell];
                }
            }
            for (; r < grid.heights[col]; r++) {
                int cell = grid.cell(col, r);
                board[cell] = math.symbol(draws.name(reel(number, cell)));
                inWin[cell] = false;
                landed += board[cell] == CjEvaluation.BONUS ? 1 : 0;
            }
        }
        return landed;
    }
}
