package io.opencab.hal.bill.id003;

import io.opencab.hal.HalException;
import io.opencab.hal.ListenedDevice;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The JCM ID-003 driver: one thread polls the validator (request, answer, pause) and feeds the
 * {@link Id003Host} state machine, which decides and calls the ledger. Events are delivered on that thread
 * after the state machine has released its lock.
 *
 * <p>It never dies on bad input: garbage, truncated frames and bad CRCs become "no valid answer", a port
 * that disappears is closed and reopened every reconnect interval, and listeners that throw are logged.
 */
public final class Id003BillValidator extends ListenedDevice<BillEvent> implements BillValidator {
    private static final System.Logger LOG = System.getLogger(Id003BillValidator.class.getName());

    private final BillValidatorConfig config;
    private final SerialLink.Opener opener;
    private final Id003Host host;
    private final List<BillEvent> pending = new ArrayList<>();
    private final Id003FrameReader reader = new Id003FrameReader();
    private final byte[] buf = new byte[256];
    private final Thread thread;
    private volatile boolean running = true;
    private SerialLink link;

    private Id003BillValidator(BillValidatorConfig config, EscrowLedger ledger, Clock clock,
            SerialLink.Opener opener, SerialLink first) {
        super("bill validator");
        this.config = config;
        this.opener = opener;
        this.link = first;
        this.host = new Id003Host(config.denominations(), config.enabledCodes(), ledger, clock,
                config.failuresBeforeLoss(), config.ticketHold(), config.settingsRetry(), UUID::randomUUID,
                this::collect);
        this.thread = Thread.ofPlatform().daemon().name("hal-id003-" + config.port()).unstarted(this::run);
    }

    /** Opens the configured port (jSerialComm) and runs the power-up self-test; see {@link #open(BillValidatorConfig, EscrowLedger, Clock, SerialLink.Opener)}. */
    public static Id003BillValidator open(BillValidatorConfig config, EscrowLedger ledger, Clock clock) {
        return open(config, ledger, clock, JSerialCommLink.opener(config.port(), config.baud(), config.parity()));
    }

    /**
     * Opens the link, starts polling and waits until the validator has answered and finished its
     * reset and settings. A port that cannot be opened, or a validator that does not complete this within
     * the start-up timeout, is a {@link HalException}: a configured validator that fails its self-test is a
     * fault, never replaced by a simulation.
     */
    public static Id003BillValidator open(BillValidatorConfig config, EscrowLedger ledger, Clock clock,
            SerialLink.Opener opener) {
        Objects.requireNonNull(ledger, "ledger");
        Objects.requireNonNull(clock, "clock");
        SerialLink first = opener.open();
        Id003BillValidator v = new Id003BillValidator(config, ledger, clock, opener, first);
        v.thread.start();
        long deadline = System.nanoTime() + config.startupTimeout().toNanos();
        while (!v.host.ready() && System.nanoTime() < deadline && v.thread.isAlive()) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
        if (!v.host.ready()) {
            BillValidatorStatus s = v.host.status();
            v.close();
            throw new HalException("bill validator on " + config.port() + " failed its power-up self-test: not ready"
                    + " within " + config.startupTimeout().toMillis() + " ms (last status "
                    + Id003Codes.statusName(s.lastStatus()) + ", " + s.validFrames() + " valid frames, "
                    + s.failedRequests() + " requests unanswered)");
        }
        return v;
    }

    private void collect(BillEvent e) {
        pending.add(e); // called under the host's lock, on the polling thread
    }

    private void run() {
        while (running) {
            try {
                step();
            } catch (RuntimeException e) {
                // A bug must not stop the validator thread: log it, count it, keep polling.
                LOG.log(System.Logger.Level.ERROR, "bill validator step failed on " + config.port(), e);
                pause(config.pollInterval().toNanos(), false);
            }
        }
    }

    private void step() {
        if (link == null) {
            try {
                link = opener.open();
                LOG.log(System.Logger.Level.INFO, "bill validator port " + config.port() + " reopened");
            } catch (HalException e) {
                host.onNoAnswer(host.nextCommand());
                deliver();
                pause(config.reconnectInterval().toNanos(), false);
                return;
            }
        }
        Id003Frame cmd = host.nextCommand();
        try {
            link.discardInput();
            link.write(cmd.encode());
            host.sent(cmd);
            if (Id003Host.expectsAnswer(cmd)) {
                Id003Frame answer = readFrame(config.responseTimeout().toNanos());
                if (answer == null) {
                    host.onNoAnswer(cmd);
                } else {
                    host.onFrame(cmd, answer);
                }
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "bill validator port " + config.port() + ": " + e.getMessage());
            host.onNoAnswer(cmd);
            link.close();
            link = null;
        }
        deliver();
        if (!host.hasQueued() && running) {
            pause(config.pollInterval().toNanos(), true);
        }
    }

    private Id003Frame readFrame(long timeoutNanos) throws IOException {
        reader.reset();
        long deadline = System.nanoTime() + timeoutNanos;
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            int n = link.read(buf, (int) Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            reader.feed(buf, 0, n);
            Id003Frame f = reader.poll();
            if (f != null) {
                return f;
            }
        }
    }

    private void deliver() {
        List<BillEvent> out;
        synchronized (host) {
            out = List.copyOf(pending);
            pending.clear();
        }
        for (BillEvent e : out) {
            listeners.fire(e);
        }
    }

    /** Waits, unless closing or (when {@code wakeOnCommand}) a command such as a new setting is queued. */
    private void pause(long nanos, boolean wakeOnCommand) {
        long end = System.nanoTime() + nanos;
        long left;
        while (running && !(wakeOnCommand && host.hasQueued()) && (left = end - System.nanoTime()) > 0) {
            LockSupport.parkNanos(left);
        }
    }

    @Override
    public void setAccepting(boolean accepting) {
        host.setAccepting(accepting);
        LockSupport.unpark(thread);
    }

    @Override
    public void setEnabledDenominations(Set<Integer> escrowCodes) {
        host.setEnabledCodes(escrowCodes);
        LockSupport.unpark(thread);
    }

    @Override
    public void setTicketsAccepted(boolean accepting) {
        host.setTicketsAccepted(accepting);
    }

    @Override
    public void stackTicket(UUID ticketId) {
        host.stackTicket(ticketId);
        LockSupport.unpark(thread);
    }

    @Override
    public void returnTicket(UUID ticketId) {
        host.returnTicket(ticketId);
        LockSupport.unpark(thread);
    }

    @Override
    public void retrySettings() {
        host.retrySettings();
        LockSupport.unpark(thread);
    }

    @Override
    public DenominationTable denominations() {
        return config.denominations();
    }

    @Override
    public BillValidatorStatus status() {
        return host.status();
    }

    @Override
    public void close() {
        if (!running) {
            return;
        }
        running = false;
        LockSupport.unpark(thread);
        if (Thread.currentThread() != thread) {
            try {
                thread.join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        SerialLink l = link;
        if (l != null) {
            try {
                // Leave the validator inhibited: no note may be taken in while nobody polls it.
                l.discardInput();
                l.write(Id003Frame.of(Id003Codes.SET_INHIBIT, 0x01).encode());
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "could not inhibit the validator on close: " + e.getMessage());
            }
            l.close();
        }
    }
}
