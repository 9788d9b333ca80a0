package io.opencab.sas;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the cabinet publishes for the host (docs/sas.md "Snapshot"): every value a poll reads, taken
 * from the meter store in one read, so a poll never waits on a round or on the store's lock.
 * Meters are keyed by SAS meter code (0x0000 coin in ... 0x0057 $1,000,000 bills) and hold the
 * store's values (credits or counts, modulo 10^10); a code missing reads as 0.
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
 * @param handpay the pending handpay, if any
 * @param lastBill the last stacked bill, if any
 * @param exceptions the persisted exception queue, next to send first
 * @param billsDisabledByHost the bill validator is off by LP 07
 * @param playDisabledByHost play is off by LP 01
 * @param currency the ISO 4217 code of the bills (LP 48 and event 4F report its SAS country code)
 * @param ticketIn the ticket being (or last) redeemed since power-up, empty for none (LP 70, LP 71 status query)
 */
public record SasSnapshot(Map<Integer, Long> meters, long gamesSincePowerUp, long gamesSinceDoorClose,
                          long slotDoorOpenings, long powerResets, List<Game> games, int selectedGame,
                          long denominationCents, String serialNumber, Optional<Handpay> handpay,
                          Optional<LastBill> lastBill, List<QueuedException> exceptions,
                          boolean billsDisabledByHost, boolean playDisabledByHost, String currency,
                          Optional<io.opencab.sas.tito.TicketIn> ticketIn) {

    public SasSnapshot {
        meters = Map.copyOf(meters);
        games = List.copyOf(games);
        exceptions = List.copyOf(exceptions);
        java.util.Objects.requireNonNull(currency, "currency");
        java.util.Objects.requireNonNull(ticketIn, "ticketIn");
    }

    public long meter(int code) {
        return meters.getOrDefault(code, 0L);
    }

    /** Game {@code number} (1-based), empty for 0 or a number past the last game. */
    public Optional<Game> game(int number) {
        return number >= 1 && number <= games.size() ? Optional.of(games.get(number - 1)) : Optional.empty();
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
            return meters.getOrDefault(code, 0L);
        }
    }

    /** A pending handpay: {@code amountCredits} in credits; {@code jackpot} false for a cancelled-credit handpay. */
    public record Handpay(long amountCredits, boolean jackpot) {
    }

    /** The last bill stacked: its face value and the count meter of that value after it. */
    public record LastBill(long valueCents, long countOfThisValue) {
    }

    /**
     * One queued exception (SAS 6.02 appendix... "general poll exceptions"), as the store keeps it:
     * {@code v1} and {@code v2} carry the event's data (docs/sas.md "Exceptions" says which).
     */
    public record QueuedException(long id, int code, long v1, long v2) {
    }
}
