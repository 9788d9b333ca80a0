package io.opencab.hal.bill.id003;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.Parity;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The real driver and the emulator on the two ends of a socat pty pair, for the pty tests: short timings (10 ms
 * poll, 100 ms answer, 3 misses, 50 ms reconnect), 8N1 (ptys reject even parity on reopen), waits on conditions
 * with {@link #WAIT} as an upper bound only.
 */
final class Id003PtyRig implements AutoCloseable {
    static final Duration WAIT = Duration.ofSeconds(5);

    final Id003Emulator device;
    final Id003BillValidator driver;
    private final SocatPair pty;

    /** Opens both ends; {@code tune} adjusts the test configuration; the listener is added at once. */
    Id003PtyRig(Path dir, UnaryOperator<BillValidatorConfig> tune, EscrowLedger ledger, Clock clock,
            Consumer<BillEvent> listener) {
        pty = new SocatPair(dir);
        device = Id003Emulator.open(pty.device().toString(), Parity.NONE);
        BillValidatorConfig config = BillValidatorConfig.defaults(dir.resolve("ttyHost").toString(),
                DenominationTable.usd()).withParity(Parity.NONE)
                .withTimings(Duration.ofMillis(10), Duration.ofMillis(100), 3, Duration.ofMillis(50), WAIT);
        try {
            driver = Id003BillValidator.open(tune.apply(config), ledger, clock);
        } catch (RuntimeException e) {
            device.close();
            pty.close();
            throw e;
        }
        driver.addListener(listener);
    }

    static void waitFor(BooleanSupplier condition, String what) {
        long end = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError(what);
            }
            LockSupport.parkNanos(1_000_000L);
        }
    }

    /** Lets the driver poll {@code polls} more times (a late report, or a command due, has then gone out). */
    void settle(int polls) {
        long target = device.statusRequests() + polls;
        waitFor(() -> device.statusRequests() >= target, "polling stopped");
    }

    /** The driver takes notes (and tickets, when {@code tickets}); returns once the validator is enabled and idle. */
    void accept(boolean tickets) {
        driver.setAccepting(true);
        driver.setTicketsAccepted(tickets);
        waitFor(() -> !device.inhibited() && device.idle(), "validator never enabled");
    }

    @Override
    public void close() {
        driver.close();
        device.close();
        pty.close();
    }
}
