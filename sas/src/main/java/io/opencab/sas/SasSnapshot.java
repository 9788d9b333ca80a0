package io.opencab.sas;

import io.opencab.sas.tito.TicketIn;
import io.opencab.sas.tito.ValidationRecord;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the cabinet publishes for the host (docs/sas.md "How it is built"): every value a poll reads, taken from
 * the meter store in one read, so a poll never waits on a round or on the store's lock. Immutable; built off the
 * link thread. Meters are keyed by SAS meter code (0x0000 coin in ... 0x0093) and hold the store's values
 * (credits, counts or cents, modulo 10^10); {@link #meter} reads them from an array, without boxing, so answering a
 * meter poll allocates nothing.
 *
 * @param meters lifetime meters by SAS meter code
 * @param gamesSincePowerUp SAS 0025
 * @param gamesSinceDoorClose SAS 0026
 * @param slotDoorOpenings main door openings (LP 1C)
 * @param powerResets power-ups (LP 1C)
 * @param games the games, numbered 1..n in the order SAS reports them
 * @param selectedGame the game on screen (1..n), 0 for none
 * @param denominationCents one credit in cents
 * @param serialNumber the cabinet id (LP 54), ASCII
 * @param handpay the handpay the cabinet is locked up in now, if any (LP 94; LP 1B in legacy reporting)
 * @param lastBill the last stacked bill, if any
 * @param exceptions the persisted exception queue, next to send first
 * @param billsDisabledByHost the bill validator is off by LP 07
 * @param playDisabledByHost play is off by LP 01
 * @param currency the ISO 4217 code of the bills (LP 48 and event 4F report its SAS country code)
 * @param ticketIn the ticket being (or last) redeemed since power-up, empty for none (LP 70, LP 71 status query)
 * @param handpayQueue the handpays the host has not yet been told all about (secure handpay reporting,
 *                     docs/sas.md "Handpays"), oldest first
 * @param validations the validation records LP 4D reads (printed tickets, validated handpays), oldest first
 */
public record SasSnapshot(MeterTable meters, long gamesSincePowerUp, long gamesSinceDoorClose, long slotDoorOpenings,
                          long powerResets, List<Game> games, int selectedGame, long denominationCents,
                          String serialNumber, Optional<Handpay> handpay, Optional<LastBill> lastBill,
                          List<QueuedException> exceptions, boolean billsDisabledByHost, boolean playDisabledByHost,
                          String currency, Optional<TicketIn> ticketIn, List<HandpayEntry> handpayQueue,
                          List<ValidationRecord> validations) {

    public SasSnapshot {
        Objects.requireNonNull(meters, "meters");
        games = List.copyOf(games);
        Objects.requireNonNull(serialNumber, "serialNumber");
        Objects.requireNonNull(handpay, "handpay");
        Objects.requireNonNull(lastBill, "lastBill");
        exceptions = List.copyOf(exceptions);
        Objects.requireNonNull(currency, "currency");
        Objects.requireNonNull(ticketIn, "ticketIn");
        handpayQueue = List.copyOf(handpayQueue);
        validations = List.copyOf(validations);
    }

    /** A snapshot with no handpay queue and no validation records. */
    public SasSnapshot(Map<Integer, Long> meters, long gamesSincePowerUp, long gamesSinceDoorClose,
                       long slotDoorOpenings, long powerResets, List<Game> games, int selectedGame,
                       long denominationCents, String serialNumber, Optional<Handpay> handpay,
                       Optional<LastBill> lastBill, List<QueuedException> exceptions,
                       boolean billsDisabledByHost, boolean playDisabledByHost, String currency,
                       Optional<TicketIn> ticketIn) {
        this(meters, gamesSincePowerUp, gamesSinceDoorClose, slotDoorOpenings, powerResets, games, selectedGame,
            denominationCents, serialNumber, handpay, lastBill, exceptions, billsDisabledByHost, playDisabledByHost,
            currency, ticketIn, List.of(), List.of());
    }

    /** A snapshot of the meters {@code meters} by SAS meter code (copied into a {@link MeterTable}). */
    public SasSnapshot(Map<Integer, Long> meters, long gamesSincePowerUp, long gamesSinceDoorClose,
                       long slotDoorOpenings, long powerResets, List<Game> games, int selectedGame,
                       long denominationCents, String serialNumber, Optional<Handpay> handpay,
                       Optional<LastBill> lastBill, List<QueuedException> exceptions,
                       boolean billsDisabledByHost, boolean playDisabledByHost, String currency,
                       Optional<TicketIn> ticketIn, List<HandpayEntry> handpayQueue,
                       List<ValidationRecord> validations) {
        this(new MeterTable(meters), gamesSincePowerUp, gamesSinceDoorClose, slotDoorOpenings, powerResets, games,
            selectedGame, denominationCents, serialNumber, handpay, lastBill, exceptions, billsDisabledByHost,
            playDisabledByHost, currency, ticketIn, handpayQueue, validations);
    }

    /** This snapshot with {@code ticket} as the ticket in (LP 70/71). */
    public SasSnapshot withTicketIn(Optional<TicketIn> ticket) {
        return with(handpay, exceptions, ticket, handpayQueue, validations);
    }

    /** This snapshot with another handpay lockup, handpay queue and exception queue. */
    public SasSnapshot withHandpays(Optional<Handpay> now, List<HandpayEntry> queue, List<QueuedException> fifo) {
        return with(now, fifo, ticketIn, queue, validations);
    }

    /** This snapshot with other validation records (LP 4D). */
    public SasSnapshot withValidations(List<ValidationRecord> records) {
        return with(handpay, exceptions, ticketIn, handpayQueue, records);
    }

    /** This snapshot's meters, games and settings with the given handpays, exceptions, ticket in and validations. */
    private SasSnapshot with(Optional<Handpay> handpayNow, List<QueuedException> fifo, Optional<TicketIn> ticket,
                             List<HandpayEntry> queue, List<ValidationRecord> records) {
        return new SasSnapshot(meters, gamesSincePowerUp, gamesSinceDoorClose, slotDoorOpenings, powerResets, games,
            selectedGame, denominationCents, serialNumber, handpayNow, lastBill, fifo, billsDisabledByHost,
            playDisabledByHost, currency, ticket, queue, records);
    }

    /** Meter {@code code}, 0 when it is not kept. */
    public long meter(int code) {
        return meters.value(code);
    }

    /** True when the cabinet publishes meter {@code code}. */
    public boolean keeps(int code) {
        return meters.keeps(code);
    }

    /** Game {@code number} (1-based), empty for 0 or a number past the last game. */
    public Optional<Game> game(int number) {
        return Optional.ofNullable(gameOrNull(number));
    }

    /** Game {@code number} (1-based), null for 0 or a number past the last game (no allocation). */
    public Game gameOrNull(int number) {
        return number >= 1 && number <= games.size() ? games.get(number - 1) : null;
    }

    /**
     * The lifetime meters by SAS meter code, an immutable map that also holds the codes 0x00-0xFF in arrays, so that
     * {@link #value} answers a meter poll without boxing or allocating.
     */
    public static final class MeterTable extends AbstractMap<Integer, Long> {
        private final Map<Integer, Long> byCode;
        private final long[] values = new long[256];
        private final boolean[] kept = new boolean[256];

        public MeterTable(Map<Integer, Long> meters) {
            byCode = Map.copyOf(meters);
            byCode.forEach((code, value) -> {
                if (code >= 0 && code <= 0xFF) {
                    values[code] = value;
                    kept[code] = true;
                }
            });
        }

        /** Meter {@code code}, 0 when it is not kept. */
        public long value(int code) {
            return code >= 0 && code <= 0xFF ? values[code] : 0;
        }

        /** True when meter {@code code} is kept. */
        public boolean keeps(int code) {
            return code >= 0 && code <= 0xFF && kept[code];
        }

        @Override
        public Set<Entry<Integer, Long>> entrySet() {
            return byCode.entrySet();
        }

        @Override
        public Long get(Object code) {
            return byCode.get(code);
        }

        @Override
        public boolean containsKey(Object code) {
            return byCode.containsKey(code);
        }
    }

    /**
     * One game. {@code meters} by SAS meter code (0000 coin in, 0001 coin out, 0002 jackpot, 0005-0007).
     *
     * @param gameId the two-character SAS game id (LP 1F/53)
     * @param paytableId up to 6 ASCII characters
     * @param baseRtpBasisPoints base return from the PAR sheet, in hundredths of a percent (9640 = 96.40%)
     * @param maxBet the largest bet in credits
     * @param name the game's name (LP B5)
     */
    public record Game(String gameId, String paytableId, int baseRtpBasisPoints, long maxBet, boolean enabled,
                       String name, Map<Integer, Long> meters) {
        public Game {
            meters = Map.copyOf(meters);
        }

        public long meter(int code) {
            // Per-game codes are 00-07: boxed from Integer's cache, no allocation.
            Long v = meters.get(code);
            return v == null ? 0 : v;
        }
    }

    /** A pending handpay: {@code amountCredits} in credits; {@code jackpot} false for a cancelled-credit handpay. */
    public record Handpay(long amountCredits, boolean jackpot) {
    }

    /**
     * One handpay in the handpay queue (SAS 6.02 section 7.8.1): its store id, amount, kind, and whether it has
     * been reset (keyed off) yet.
     */
    public record HandpayEntry(long id, long amountCredits, boolean jackpot, boolean reset) {
    }

    /** The last bill stacked: its face value and the count meter of that value after it. */
    public record LastBill(long valueCents, long countOfThisValue) {
    }

    /**
     * One queued exception (SAS 6.02 appendix A, "general poll exceptions"), as the store keeps it:
     * {@code v1} and {@code v2} carry the event's data (docs/sas.md "Exceptions" says which).
     */
    public record QueuedException(long id, int code, long v1, long v2) {
    }
}
