package io.opencab.sas;

import io.opencab.sas.tito.TicketIn;
import io.opencab.sas.tito.ValidationRecord;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the cabinet publishes for the host (docs/sas.md "How it is built"): every value a poll reads, taken from
 * the meter store in one read, so a poll never waits on a round or on the store's lock. Immutable; built off the
 * link thread. Meters are keyed by SAS meter code (0x0000 coin in ... 0x0093) and hold the store's values
 * (credits, counts or cents, modulo 10^10); {@link #meter} reads them from an array, without boxing, so answering a
 * meter poll allocates nothing.
 */
public final class SasSnapshot {
    private final Map<Integer, Long> meters;
    private final long[] meterValues = new long[256];
    private final boolean[] kept = new boolean[256];
    private final long gamesSincePowerUp;
    private final long gamesSinceDoorClose;
    private final long slotDoorOpenings;
    private final long powerResets;
    private final List<Game> games;
    private final int selectedGame;
    private final long denominationCents;
    private final String serialNumber;
    private final Optional<Handpay> handpay;
    private final Optional<LastBill> lastBill;
    private final List<QueuedException> exceptions;
    private final boolean billsDisabledByHost;
    private final boolean playDisabledByHost;
    private final String currency;
    private final Optional<TicketIn> ticketIn;
    private final List<HandpayEntry> handpayQueue;
    private final List<ValidationRecord> validations;

    /**
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
     */
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

    /**
     * @param handpayQueue the handpays the host has not yet been told all about (secure handpay reporting,
     *                     docs/sas.md "Handpays"), oldest first
     * @param validations the validation records LP 4D reads (printed tickets, validated handpays), oldest first
     */
    public SasSnapshot(Map<Integer, Long> meters, long gamesSincePowerUp, long gamesSinceDoorClose,
                       long slotDoorOpenings, long powerResets, List<Game> games, int selectedGame,
                       long denominationCents, String serialNumber, Optional<Handpay> handpay,
                       Optional<LastBill> lastBill, List<QueuedException> exceptions,
                       boolean billsDisabledByHost, boolean playDisabledByHost, String currency,
                       Optional<TicketIn> ticketIn, List<HandpayEntry> handpayQueue,
                       List<ValidationRecord> validations) {
        this.meters = Map.copyOf(meters);
        this.meters.forEach((code, value) -> {
            if (code >= 0 && code <= 0xFF) {
                meterValues[code] = value;
                kept[code] = true;
            }
        });
        this.gamesSincePowerUp = gamesSincePowerUp;
        this.gamesSinceDoorClose = gamesSinceDoorClose;
        this.slotDoorOpenings = slotDoorOpenings;
        this.powerResets = powerResets;
        this.games = List.copyOf(games);
        this.selectedGame = selectedGame;
        this.denominationCents = denominationCents;
        this.serialNumber = Objects.requireNonNull(serialNumber, "serialNumber");
        this.handpay = Objects.requireNonNull(handpay, "handpay");
        this.lastBill = Objects.requireNonNull(lastBill, "lastBill");
        this.exceptions = List.copyOf(exceptions);
        this.billsDisabledByHost = billsDisabledByHost;
        this.playDisabledByHost = playDisabledByHost;
        this.currency = Objects.requireNonNull(currency, "currency");
        this.ticketIn = Objects.requireNonNull(ticketIn, "ticketIn");
        this.handpayQueue = List.copyOf(handpayQueue);
        this.validations = List.copyOf(validations);
    }

    /** This snapshot with {@code ticket} as the ticket in (LP 70/71). */
    public SasSnapshot withTicketIn(Optional<TicketIn> ticket) {
        return new SasSnapshot(meters, gamesSincePowerUp, gamesSinceDoorClose, slotDoorOpenings, powerResets, games,
            selectedGame, denominationCents, serialNumber, handpay, lastBill, exceptions, billsDisabledByHost,
            playDisabledByHost, currency, ticket, handpayQueue, validations);
    }

    /** This snapshot with another handpay lockup, handpay queue and exception queue. */
    public SasSnapshot withHandpays(Optional<Handpay> now, List<HandpayEntry> queue, List<QueuedException> fifo) {
        return new SasSnapshot(meters, gamesSincePowerUp, gamesSinceDoorClose, slotDoorOpenings, powerResets, games,
            selectedGame, denominationCents, serialNumber, now, lastBill, fifo, billsDisabledByHost,
            playDisabledByHost, currency, ticketIn, queue, validations);
    }

    /** This snapshot with other validation records (LP 4D). */
    public SasSnapshot withValidations(List<ValidationRecord> records) {
        return new SasSnapshot(meters, gamesSincePowerUp, gamesSinceDoorClose, slotDoorOpenings, powerResets, games,
            selectedGame, denominationCents, serialNumber, handpay, lastBill, exceptions, billsDisabledByHost,
            playDisabledByHost, currency, ticketIn, handpayQueue, records);
    }

    /** Meter {@code code}, 0 when it is not kept. */
    public long meter(int code) {
        return code >= 0 && code <= 0xFF ? meterValues[code] : 0;
    }

    /** True when the cabinet publishes meter {@code code}. */
    public boolean keeps(int code) {
        return code >= 0 && code <= 0xFF && kept[code];
    }

    public Map<Integer, Long> meters() {
        return meters;
    }

    public long gamesSincePowerUp() {
        return gamesSincePowerUp;
    }

    public long gamesSinceDoorClose() {
        return gamesSinceDoorClose;
    }

    public long slotDoorOpenings() {
        return slotDoorOpenings;
    }

    public long powerResets() {
        return powerResets;
    }

    public List<Game> games() {
        return games;
    }

    public int selectedGame() {
        return selectedGame;
    }

    public long denominationCents() {
        return denominationCents;
    }

    public String serialNumber() {
        return serialNumber;
    }

    public Optional<Handpay> handpay() {
        return handpay;
    }

    public Optional<LastBill> lastBill() {
        return lastBill;
    }

    public List<QueuedException> exceptions() {
        return exceptions;
    }

    public boolean billsDisabledByHost() {
        return billsDisabledByHost;
    }

    public boolean playDisabledByHost() {
        return playDisabledByHost;
    }

    public String currency() {
        return currency;
    }

    public Optional<TicketIn> ticketIn() {
        return ticketIn;
    }

    public List<HandpayEntry> handpayQueue() {
        return handpayQueue;
    }

    public List<ValidationRecord> validations() {
        return validations;
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
