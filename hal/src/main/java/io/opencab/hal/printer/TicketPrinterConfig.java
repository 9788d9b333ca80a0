package io.opencab.hal.printer;

import io.opencab.hal.Bounds;
import io.opencab.hal.HalException;
import io.opencab.hal.LineChecks;
import io.opencab.hal.bill.Parity;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Ticket printer configuration (keys {@code hal.printer.*} in docs/hal.md).
 *
 * @param port              serial device path for REAL (TCL); "simulated" for the simulation
 * @param baud              9600, 19200 or 38400 (GEN2 printers ship at 9600 8N1 [not confirmed for every model])
 * @param parity            NONE (8N1) for TCL and over ptys
 * @param templateId        the printer-resident TCL template that lays out a cash-out ticket
 * @param pollInterval      pause between status requests
 * @param responseTimeout   how long to wait for one status answer
 * @param failuresBeforeLoss consecutive requests without a valid answer before OFFLINE
 * @param printTimeout      a ticket not confirmed within this is reported in doubt
 * @param ticketDir         where the simulated printer writes each ticket as a PNG (null for REAL)
 */
public record TicketPrinterConfig(String port, int baud, Parity parity, String templateId, Duration pollInterval,
        Duration responseTimeout, int failuresBeforeLoss, Duration printTimeout, Path ticketDir) {

    /** The ranges of the timings, in milliseconds (docs/hal.md "Ticket printer"). */
    public static final Bounds POLL_MS = new Bounds(10, 5_000);
    public static final Bounds RESPONSE_MS = new Bounds(20, 5_000);
    public static final Bounds PRINT_MS = new Bounds(500, 120_000);
    /** A printer-resident template's id: 1 to 4 letters or digits. */
    public static final String TEMPLATE_ID = "[0-9A-Za-z]{1,4}";

    public TicketPrinterConfig {
        if (port == null || port.isBlank()) {
            throw new HalException("ticket printer: serial port path missing");
        }
        LineChecks.baud("ticket printer on " + port, baud, "");
        if (parity == null) {
            throw new HalException("ticket printer on " + port + ": parity missing");
        }
        if (templateId == null || !templateId.matches(TEMPLATE_ID)) {
            throw new HalException("ticket printer on " + port + ": template id '" + templateId
                    + "' must be 1..4 letters or digits");
        }
        String device = "ticket printer on " + port;
        LineChecks.duration(device, "poll interval", pollInterval, POLL_MS);
        LineChecks.duration(device, "response timeout", responseTimeout, RESPONSE_MS);
        LineChecks.duration(device, "print timeout", printTimeout, PRINT_MS);
        LineChecks.failuresBeforeLoss(device, failuresBeforeLoss);
    }

    /** Defaults: 9600 8N1, template 0, 200 ms poll, 500 ms answer, 5 misses, 20 s to print a ticket. */
    public static TicketPrinterConfig defaults(String port, Path ticketDir) {
        return new TicketPrinterConfig(port, 9600, Parity.NONE, "0", Duration.ofMillis(200), Duration.ofMillis(500),
                5, Duration.ofSeconds(20), ticketDir);
    }

    public TicketPrinterConfig withTimings(Duration poll, Duration response, int failures, Duration print) {
        return new TicketPrinterConfig(port, baud, parity, templateId, poll, response, failures, print, ticketDir);
    }
}
