package io.opencab.hal.bill;

import io.opencab.hal.Bounds;
import io.opencab.hal.HalException;
import io.opencab.hal.LineChecks;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Bill validator configuration; every timeout is documented in docs/hal.md.
 *
 * @param port              serial device path (for example /dev/ttyUSB0, or a socat pty link)
 * @param baud              9600 for ID-003
 * @param parity            EVEN on a real port (8E1), NONE over pseudo-terminals (8N1)
 * @param denominations     escrow code to value
 * @param enabledCodes      escrow codes accepted at start (others are inhibited)
 * @param pollInterval      pause between status requests when nothing is pending
 * @param responseTimeout   how long to wait for the answer to one request
 * @param failuresBeforeLoss consecutive requests without a valid answer before COMMUNICATION_LOST
 * @param reconnectInterval pause between attempts to reopen a port that went away
 * @param startupTimeout    power-up self-test: the validator must answer and finish reset within this
 * @param ticketHold        how long a barcode ticket is held in escrow for the host's decision before the
 *                          driver returns it itself ({@code hal.bill.ticket.hold.ms})
 * @param settingsRetry     the back-off while SETTINGS_UNCONFIRMED stands: the first retry this long after the
 *                          fault was raised, each next one the next step after the one before, the last step
 *                          repeated ({@code hal.bill.settings.retry.ms}; default 1 s, 2 s, 5 s, then every 30 s)
 */
public record BillValidatorConfig(String port, int baud, Parity parity, DenominationTable denominations,
        Set<Integer> enabledCodes, Duration pollInterval, Duration responseTimeout, int failuresBeforeLoss,
        Duration reconnectInterval, Duration startupTimeout, Duration ticketHold, List<Duration> settingsRetry) {

    /** The default back-off of SETTINGS_UNCONFIRMED retries (issue 41): 1 s, 2 s, 5 s, then every 30 s. */
    public static final List<Duration> DEFAULT_SETTINGS_RETRY = List.of(Duration.ofSeconds(1), Duration.ofSeconds(2),
            Duration.ofSeconds(5), Duration.ofSeconds(30));
    /** At most this many steps in the back-off (the last one repeats). */
    public static final int MAX_SETTINGS_RETRY_STEPS = 10;
    /** The ranges of the timings, in milliseconds (docs/hal.md "Bill validator"). */
    public static final Bounds POLL_MS = new Bounds(5, 2_000);
    public static final Bounds RESPONSE_MS = new Bounds(20, 5_000);
    public static final Bounds RECONNECT_MS = new Bounds(10, 60_000);
    public static final Bounds STARTUP_MS = new Bounds(100, 120_000);
    public static final Bounds TICKET_HOLD_MS = new Bounds(100, 300_000);
    public static final Bounds SETTINGS_RETRY_STEP_MS = new Bounds(100, 3_600_000);
    /** ID-003's own speed, named when another is refused. */
    public static final String BAUD_HINT = " (ID-003 uses 9600)";

    public BillValidatorConfig {
        if (port == null || port.isBlank()) {
            throw new HalException("bill validator: serial port path missing");
        }
        LineChecks.baud("bill validator on " + port, baud, BAUD_HINT);
        if (parity == null || denominations == null) {
            throw new HalException("bill validator on " + port + ": parity and denominations are required");
        }
        enabledCodes = Set.copyOf(enabledCodes == null ? denominations.valueCentsByCode().keySet() : enabledCodes);
        for (int c : enabledCodes) {
            if (denominations.valueCents(c).isEmpty()) {
                throw new HalException(String.format("bill validator on %s: enabled escrow code 0x%02X has no value"
                        + " in the %s table", port, c, denominations.currency()));
            }
        }
        String device = "bill validator on " + port;
        LineChecks.duration(device, "poll interval", pollInterval, POLL_MS);
        LineChecks.duration(device, "response timeout", responseTimeout, RESPONSE_MS);
        LineChecks.duration(device, "reconnect interval", reconnectInterval, RECONNECT_MS);
        LineChecks.duration(device, "start-up timeout", startupTimeout, STARTUP_MS);
        LineChecks.duration(device, "ticket hold time", ticketHold, TICKET_HOLD_MS);
        if (settingsRetry == null || settingsRetry.isEmpty() || settingsRetry.size() > MAX_SETTINGS_RETRY_STEPS) {
            throw new HalException("bill validator on " + port + ": settings retry back-off needs 1.."
                    + MAX_SETTINGS_RETRY_STEPS + " steps, got " + (settingsRetry == null ? "none" : settingsRetry.size()));
        }
        for (int i = 0; i < settingsRetry.size(); i++) {
            LineChecks.duration(device, "settings retry step " + (i + 1), settingsRetry.get(i), SETTINGS_RETRY_STEP_MS);
        }
        settingsRetry = List.copyOf(settingsRetry);
        LineChecks.failuresBeforeLoss(device, failuresBeforeLoss);
    }

    /**
     * Production defaults on a real port: 9600 8E1, 200 ms poll, 500 ms answer, 5 misses, 10 s start-up, a
     * ticket held 30 s for the host's decision, unconfirmed settings retried after 1 s, 2 s, 5 s, then every 30 s.
     */
    public static BillValidatorConfig defaults(String port, DenominationTable denominations) {
        return new BillValidatorConfig(port, 9600, Parity.EVEN, denominations, null, Duration.ofMillis(200),
                Duration.ofMillis(500), 5, Duration.ofSeconds(1), Duration.ofSeconds(10), Duration.ofSeconds(30),
                DEFAULT_SETTINGS_RETRY);
    }

    public BillValidatorConfig withParity(Parity p) {
        return new BillValidatorConfig(port, baud, p, denominations, enabledCodes, pollInterval, responseTimeout,
                failuresBeforeLoss, reconnectInterval, startupTimeout, ticketHold, settingsRetry);
    }

    public BillValidatorConfig withTimings(Duration poll, Duration response, int failures, Duration reconnect,
            Duration startup) {
        return new BillValidatorConfig(port, baud, parity, denominations, enabledCodes, poll, response, failures,
                reconnect, startup, ticketHold, settingsRetry);
    }

    public BillValidatorConfig withTicketHold(Duration hold) {
        return new BillValidatorConfig(port, baud, parity, denominations, enabledCodes, pollInterval, responseTimeout,
                failuresBeforeLoss, reconnectInterval, startupTimeout, hold, settingsRetry);
    }

    public BillValidatorConfig withSettingsRetry(List<Duration> backOff) {
        return new BillValidatorConfig(port, baud, parity, denominations, enabledCodes, pollInterval, responseTimeout,
                failuresBeforeLoss, reconnectInterval, startupTimeout, ticketHold, backOff);
    }
}
