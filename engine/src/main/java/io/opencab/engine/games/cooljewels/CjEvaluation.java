package io.opencab.engine.games.cooljewels;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One evaluation that destroyed symbols (a cascade), in the order the rule sheet gives:
 * Matching Groups are destroyed (with Persisting Wilds no longer in a win), then remaining
 * symbols on Pink Watermark spaces, then each activated Wild in turn; the destroyed symbols are
 * paid in {@link #pays()} order; pairs leave watermarks (or Persisting Wilds) for the next
 * evaluation; destroyed spaces empty, survivors fall and new symbols fill from the top.
 *
 * <p>Immutable. The pay list is derived from the evaluation's masks only when asked for (the
 * simulator plays millions of rounds a second and reads only {@link #pay()}); it is then held
 * packed, one {@code long} per symbol, and {@link #pays()} unpacks it.
 */
public final class CjEvaluation {
    private final Board board;
    private final long pink;
    private final long green;
    private final long blue;
    private final List<Cluster> groups;
    private final long groupDestroyed;
    private final long expired;
    private final long pinkDestroyed;
    private final List<CjWildAction> wilds;
    private final List<CjPair> pairs;
    private final long newPink;
    private final long newGreen;
    private final long newBlue;
    private final long persistingMade;
    private final long destroyed;
    private final int firstSlice;
    private final long[] sectionPays;
    private final CjMultipliers multipliers;
    /** The pay list, packed; derived from the fields above on first use (see {@link #packed()}). */
    private volatile long[] packed;
    private final long pay;
    private final int bonus;
    private final Board after;

    CjEvaluation(Board board, long pink, long green, long blue, List<Cluster> groups, long groupDestroyed, long expired,
                 long pinkDestroyed, List<CjWildAction> wilds, List<CjPair> pairs, long newPink, long newGreen,
                 long newBlue, long persistingMade, long destroyed, int firstSlice, long[] sectionPays,
                 CjMultipliers multipliers, long pay,
                 int bonus, Board after) {
        this.board = board;
        this.pink = pink;
        this.green = green;
        this.blue = blue;
        this.groups = groups;
        this.groupDestroyed = groupDestroyed;
        this.expired = expired;
        this.pinkDestroyed = pinkDestroyed;
        this.wilds = wilds;
        this.pairs = pairs;
        this.newPink = newPink;
        this.newGreen = newGreen;
        this.newBlue = newBlue;
        this.persistingMade = persistingMade;
        this.destroyed = destroyed;
        this.firstSlice = firstSlice;
        this.sectionPays = sectionPays;
        this.multipliers = multipliers;
        this.pay = pay;
        this.bonus = bonus;
        this.after = after;
    }

    // Packed pay: cell 6 bits | symbol 4 | cause 2 | wild 6 | section 4 | slice 16 | multiplier 24.
    static long pack(int cell, int symbol, int cause, int wild, int section, int slice, int multiplier) {
        return cell | (long) symbol << 6 | (long) cause << 10 | (long) (wild & 63) << 12 | (long) section << 18
                | (long) slice << 22 | (long) multiplier << 38;
    }

    /**
     * The pays in the rule sheet's order, packed: unmultiplied symbols first, step by step
     * (the groups with expired Persisting Wilds, then pink, then each Wild's action), each step
     * top to bottom, left to right; then multiplied symbols; then Premium 10x on a watermark,
     * last. The round adds up the same pays without listing them ({@code CoolJewels}: the
     * unmultiplied ones light consecutive slices, so their sum is one range of the meter);
     * CjPlayTest checks that the list adds up to {@link #pay()} over many rounds.
     */
    private long[] packed() {
        long[] p = packed;
        if (p == null) {
            p = order();
            packed = p;
        }
        return p;
    }

    /**
     * The destroyed symbols paid with a multiplier (rule sheet): every destroyed Premium symbol
     * ({@code destroyedPremium}) and every symbol destroyed on a Blue Watermark space. One rule
     * for the round's sum ({@code CoolJewels}) and for this list.
     */
    static long multiplied(long destroyedPremium, long destroyed, long blue) {
        return destroyedPremium | (destroyed & blue);
    }

    /** The multiplied symbols paid last (rule sheet): destroyed Premium symbols on any watermark space. */
    static long paidLast(long destroyedPremium, long pink, long green, long blue) {
        return destroyedPremium & (pink | green | blue);
    }

    private long[] order() {
        long premium = 0;
        for (long d = destroyed; d != 0; d &= d - 1) {
            int i = Long.numberOfTrailingZeros(d);
            if (board.at(i) == CjSymbols.PREMIUM) {
                premium |= 1L << i;
            }
        }
        long multiplied = multiplied(premium, destroyed, blue);
        long last = paidLast(premium, pink, green, blue);
        long[] out = new long[Long.bitCount(destroyed)];
        int n = 0;
        n = order(out, n, (groupDestroyed | expired) & ~multiplied, expired == 0 ? 0 : -1);
        n = order(out, n, pinkDestroyed & ~multiplied, 2);
        for (int k = 0; k < wilds.size(); k++) {
            n = order(out, n, wilds.get(k).destroyed() & ~multiplied, 3 + k);
        }
        n = order(out, n, multiplied & ~last, -1);
        n = order(out, n, last, -1);
        if (n != out.length) {
            throw new IllegalStateException(out.length + " symbols destroyed but " + n + " paid");
        }
        return out;
    }

    /** Appends {@code mask}'s symbols top to bottom, left to right. {@code cause}: 2 pink, 3 + k Wild k, -1 to look it up. */
    private int order(long[] out, int n, long mask, int cause) {
        for (long o = CjReading.reading(mask); o != 0; o &= o - 1) {
            int i = CjReading.READING[Long.numberOfTrailingZeros(o)];
            long bit = 1L << i;
            int sym = board.at(i);
            int multiplier = multipliers.of(sym == CjSymbols.PREMIUM, (blue & bit) != 0);
            int why = cause >= 0 ? cause : causeOf(bit);
            int slice = firstSlice + n + 1;
            out[n++] = pack(i, sym, Math.min(why, 3), why >= 3 ? why - 3 : 0, CjMeter.section(slice), slice, multiplier);
        }
        return n;
    }

    /** What destroyed {@code bit}: 0 group, 1 expired Persisting Wild, 2 pink, 3 + k Wild k. */
    private int causeOf(long bit) {
        if ((groupDestroyed & bit) != 0) {
            return 0;
        }
        if ((expired & bit) != 0) {
            return 1;
        }
        if ((pinkDestroyed & bit) != 0) {
            return 2;
        }
        for (int k = 0; k < wilds.size(); k++) {
            if ((wilds.get(k).destroyed() & bit) != 0) {
                return 3 + k;
            }
        }
        throw new IllegalStateException("cell " + Long.numberOfTrailingZeros(bit) + " was paid but not destroyed");
    }
    private static final CjPay.Cause[] CAUSES = CjPay.Cause.values();

    /** The board evaluated, all spaces occupied. */
    public Board board() {
        return board;
    }

    /** Pink Watermark spaces in effect during this evaluation (made by the previous one). */
    public long pink() {
        return pink;
    }

    /** Green Watermark spaces in effect: their symbols are Wild for all but the four Wilds. */
    public long green() {
        return green;
    }

    /** Blue Watermark spaces in effect: symbols destroyed there pay 10x. */
    public long blue() {
        return blue;
    }

    /**
     * Every Matching Group: 4+ edge-connected cells of one grouping symbol plus substitutes, by
     * symbol, then lowest cell; groups of different symbols may share substitutes.
     */
    public List<Cluster> groups() {
        return groups;
    }

    /** What the groups destroyed: their cells except the four Wilds (activated Wilds are destroyed, if at all, by their own action). */
    public long groupDestroyed() {
        return groupDestroyed;
    }

    /** Persisting Wilds in no group, which destroyed themselves. */
    public long expired() {
        return expired;
    }

    /** Remaining non-activated symbols on Pink Watermark spaces, destroyed once the groups were. */
    public long pinkDestroyed() {
        return pinkDestroyed;
    }

    /** The activated Wilds, in the order they acted (top to bottom, left to right). */
    public List<CjWildAction> wilds() {
        return wilds;
    }

    /** Wild Pairs, by row from the top, each row left to right. */
    public List<CjPair> pairs() {
        return pairs;
    }

    /** Pink Watermark spaces made here, in effect during the next evaluation only. */
    public long newPink() {
        return newPink;
    }

    /** Green Watermark spaces made here, in effect during the next evaluation only. */
    public long newGreen() {
        return newGreen;
    }

    /** Blue Watermark spaces made here, in effect during the next evaluation only. */
    public long newBlue() {
        return newBlue;
    }

    /** Spaces whose Wilds became Persisting Wilds (same-Wild pairs); they stay and fall. */
    public long persistingMade() {
        return persistingMade;
    }

    /** Every space emptied by this evaluation. */
    public long destroyed() {
        return destroyed;
    }

    /** Number of symbols destroyed (and paid). */
    public int payCount() {
        return Long.bitCount(destroyed);
    }

    /** The meter section (1..12) the {@code i}-th destroyed symbol lit (tuning aids read this without unpacking). */
    public int paySection(int i) {
        return (int) (packed()[i] >>> 18 & 15);
    }

    /** The multiplier of the {@code i}-th destroyed symbol: 1, Premium 10x's, Blue Watermark's or both (10, 10, 100 in the shipped math). */
    public int payMultiplier(int i) {
        return (int) (packed()[i] >>> 38);
    }

    /** The {@code i}-th destroyed symbol in pay order. */
    public CjPay pay(int i) {
        long p = packed()[i];
        int section = (int) (p >>> 18 & 15);
        int multiplier = (int) (p >>> 38);
        int cause = (int) (p >>> 10 & 3);
        return new CjPay((int) (p & 63), (int) (p >>> 6 & 15), CAUSES[cause],
                CAUSES[cause] == CjPay.Cause.WILD ? (int) (p >>> 12 & 63) : -1, (int) (p >>> 22 & 0xFFFF), section,
                multiplier, sectionPays[section] * multiplier);
    }

    /** Every destroyed symbol in pay order, with its meter slice, section, multiplier and pay (a new list each call). */
    public List<CjPay> pays() {
        long[] all = packed();
        List<CjPay> list = new ArrayList<>(all.length);
        for (int i = 0; i < all.length; i++) {
            list.add(pay(i));
        }
        return Collections.unmodifiableList(list);
    }

    /** Credits: the sum of the pays. */
    public long pay() {
        return pay;
    }

    /** Bonus symbols destroyed (substitutes never count). */
    public int bonus() {
        return bonus;
    }

    /**
     * Credits the destroyed Bonus symbols paid (each at its slice's value and multiplier): in the
     * base game, the initiating scatter pay that the Bonus Guarantee counts (docs/par/cool-jewels.md, D16).
     */
    public long bonusPay() {
        if (bonus == 0) {
            return 0;
        }
        long sum = 0;
        for (long p : packed()) {
            if ((p >>> 6 & 15) == CjSymbols.BONUS) {
                sum += sectionPays[(int) (p >>> 18 & 15)] * (p >>> 38);
            }
        }
        return sum;
    }

    /** The board after the fall and the refill. */
    public Board after() {
        return after;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CjEvaluation e && e.board.equals(board) && e.pink == pink && e.green == green
                && e.blue == blue && e.groups.equals(groups) && e.groupDestroyed == groupDestroyed
                && e.expired == expired && e.pinkDestroyed == pinkDestroyed && e.wilds.equals(wilds)
                && e.pairs.equals(pairs) && e.newPink == newPink && e.newGreen == newGreen && e.newBlue == newBlue
                && e.persistingMade == persistingMade && e.destroyed == destroyed && e.firstSlice == firstSlice
                && Arrays.equals(e.sectionPays, sectionPays) && e.multipliers.equals(multipliers) && e.pay == pay && e.bonus == bonus && e.after.equals(after);
    }

    @Override
    public int hashCode() {
        return Objects.hash(board, destroyed, pay, after);
    }

    @Override
    public String toString() {
        return "CjEvaluation[groups=" + groups.size() + ", wilds=" + wilds.size() + ", pairs=" + pairs.size()
                + ", destroyed=" + Long.bitCount(destroyed) + ", pay=" + pay + ", bonus=" + bonus + "]";
    }
}
