package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.EngineException;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;

/**
 * The board's symbol tables, one per symbol below (CkMath#table), flattened into one array of
 * chained entries. A cell's draw depends on the cell below it, so the draws of a column form one
 * chain; each stop's entry holds its symbol and already names the table the cell above draws
 * from (its place and its total), so each link of the chain is a single load before the next
 * draw (docs/performance.md). Draws exactly as {@code tables[k].pick(rng)}: the same bound, the
 * same stop, the same symbol.
 *
 * <p>Entry: symbol (3 bits) | next table (3 bits) | next table's total (10 bits); table
 * {@code t}'s stops start at {@code t << 10}. The tables are near 1,000 stops; a table of more
 * than 1,023 stops is refused when the math is loaded.
 */
final class CkBoardTables {
    private static final int TOTAL_BITS = 10;
    private static final int MAX_TOTAL = (1 << TOTAL_BITS) - 1;
    /** The next table's bits of an entry: already its first stop's index. */
    private static final int TABLE = 7 << TOTAL_BITS;
    private final char[] stops;
    /** By symbol below + 1 (index 0 for an empty cell below): the entry naming that cell's table. */
    private final char[] entryOfBelow;
    /** By table: its name, the label of its draws. */
    private final String[] labels;

    CkBoardTables(WeightedTable[] tables) {
        if (tables.length > 8) {
            throw new EngineException("Cluster Kingdom has " + tables.length + " board tables; at most 8 fit an entry");
        }
        for (int t = 0; t < tables.length; t++) {
            if (tables[t].total() > MAX_TOTAL) {
                throw new EngineException("Cluster Kingdom board table " + tables[t].name() + " has " + tables[t].total()
                        + " stops; at most " + MAX_TOTAL + " fit the round path's entries");
            }
            for (int k = 0; k < tables[t].total(); k++) {
                if (tables[t].stop(k) < 0 || tables[t].stop(k) >= CkSymbols.DRAWN) {
                    throw new EngineException("Cluster Kingdom board table " + t + " shows symbol " + tables[t].stop(k));
                }
            }
        }
        labels = new String[tables.length];
        for (int t = 0; t < tables.length; t++) {
            labels[t] = tables[t].name();
        }
        entryOfBelow = new char[CkSymbols.COUNT + 1];
        for (int below = -1; below < CkSymbols.COUNT; below++) {
            int t = CkMath.tableIndex(below);
            entryOfBelow[below + 1] = (char) (t << TOTAL_BITS | tables[t].total());
        }
        stops = new char[tables.length << TOTAL_BITS];
        for (int t = 0; t < tables.length; t++) {
            for (int k = 0; k < tables[t].total(); k++) {
                int s = tables[t].stop(k);
                stops[t << TOTAL_BITS | k] = (char) (s << (TOTAL_BITS + 3) | entryOfBelow[s + 1]);
            }
        }
    }

    /** The entry for a cell with {@code below} under it (Board.NONE for the bottom row or an empty cell). */
    char entry(int below) {
        return entryOfBelow[below + 1];
    }

    /** Draws the cell named by {@code entry}; returns the drawn stop's entry, which names the cell above's table. */
    char next(char entry, GameRng rng) {
        return stops[(entry & TABLE) + rng.nextInt(entry & MAX_TOTAL, labels[(entry & TABLE) >>> TOTAL_BITS])];
    }

    /** The symbol of a drawn stop's entry. */
    static int symbol(char entry) {
        return entry >>> (TOTAL_BITS + 3);
    }
}
