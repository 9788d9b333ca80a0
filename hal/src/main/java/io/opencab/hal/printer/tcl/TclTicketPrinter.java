package io.opencab.hal.printer.tcl;

import io.opencab.hal.HalException;
import io.opencab.hal.ListenedDevice;
import io.opencab.hal.bill.id003.JSerialCommLink;
import io.opencab.hal.bill.id003.SerialLink;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.hal.printer.PrinterFault;
import io.opencab.hal.printer.PrinterStatus;
import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.TicketPrinter;
import io.opencab.hal.printer.TicketPrinterConfig;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.locks.LockSupport;

/**
 * A FutureLogic/JCM GEN2 ticket printer speaking TCL over serial (jSerialComm). One thread polls the status
 * with ENQ and drives at most one print job:
 *
 * <ol>
 *   <li>refuse (not in doubt) unless the last status was valid, idle and without a blocking fault;</li>
 *   <li>send {@code ^C|^} and poll until the latched VALIDATION_DONE flag reads clear (else refuse);</li>
 *   <li>send {@code ^P|template|1|fields|^}, fire PrintStarted;</li>
 *   <li>complete only on a valid status with VALIDATION_DONE set, BUSY clear and no blocking fault;
 *       a blocking fault, the line lost, or no completion within the print timeout is in doubt.</li>
 * </ol>
 *
 * Answers from another firmware than the one seen at start, or malformed, count as no answer; nothing but a
 * well-formed answer can complete a job (issue 28: fuzzed replies never give a false "printed").
 */
public final class TclTicketPrinter extends ListenedDevice<PrinterEvent> implements TicketPrinter {
    private final SerialLink link;
    private final TicketPrinterConfig config;
    private final Clock clock;
    private final TclFrameReader reader = new TclFrameReader();
    private final Thread thread;
    private final String firmware;
    private volatile boolean running = true;

    // guarded by this
    private final Set<PrinterFault> faults = EnumSet.noneOf(PrinterFault.class);
    /** Events decided under the lock, fired after it is released (a listener may call back in). */
    private final List<PrinterEvent> outbox = new ArrayList<>();
    private TclStatus last;
    private UUID queuedJob;
    private Ticket queuedTicket;
    private UUID sentJob;
    private long sentAt;
    private int misses;
    private long validFrames;
    private long failedRequests;

    private TclTicketPrinter(SerialLink link, TicketPrinterConfig config, Clock clock) {
        super("ticket printer");
        this.link = link;
        this.config = config;
        this.clock = clock;
        TclStatus first = null;
        for (int i = 0; i < config.failuresBeforeLoss() && first == null; i++) {
            first = request().orElse(null);
        }
        flush();
        if (first == null) {
            link.close();
            throw new HalException("ticket printer on " + config.port() + " does not answer a TCL status request ("
                    + config.failuresBeforeLoss() + " tries of " + config.responseTimeout().toMillis() + " ms)");
        }
        firmware = first.firmware();
        last = first;
        apply(first);
        send(TclCommands.bytes(TclCommands.CLEAR_ERRORS));
        thread = Thread.ofPlatform().daemon().name("tcl-printer " + config.port()).unstarted(this::run);
        flush();
        thread.start();
    }

    /** Opens the printer on its serial port; a missing or silent printer is a {@link HalException}. */
    public static TclTicketPrinter open(TicketPrinterConfig config, Clock clock) {
        Objects.requireNonNull(config, "config");
        return open(JSerialCommLink.open(config.port(), config.baud(), config.parity()), config, clock);
    }

    /** As {@link #open(TicketPrinterConfig, Clock)} over a given link (owned by the printer from now on). */
    public static TclTicketPrinter open(SerialLink link, TicketPrinterConfig config, Clock clock) {
        return new TclTicketPrinter(Objects.requireNonNull(link, "link"), config, Objects.requireNonNull(clock));
    }

    @Override
    public void print(UUID jobId, Ticket ticket) {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(ticket, "ticket");
        String refuse;
        synchronized (this) {
            refuse = !running ? "printer closed" : queuedJob != null || sentJob != null ? "printer busy"
                    : !status().canPrint() ? "printer " + status().state() : null;
            if (refuse == null) {
                queuedJob = jobId;
                queuedTicket = ticket;
            }
        }
        if (refuse != null) {
            listeners.fire(new PrinterEvent.PrintFailed(jobId, false, refuse, clock.instant()));
        } else {
            LockSupport.unpark(thread);
        }
    }

    private void run() {
        while (running) {
            UUID job;
            Ticket ticket;
            synchronized (this) {
                job = queuedJob;
                ticket = queuedTicket;
            }
            if (job != null) {
                startJob(job, ticket);
            }
            Optional<TclStatus> s = request();
            synchronized (this) {
                if (s.isPresent()) {
                    onStatus(s.get());
                } else {
                    onMiss();
                }
                if (sentJob != null && System.nanoTime() - sentAt > config.printTimeout().toNanos()) {
                    endJob(false, "no completion within " + config.printTimeout().toMillis() + " ms");
                }
            }
            flush();
            LockSupport.parkNanos(config.pollInterval().toNanos());
        }
    }

    private void startJob(UUID job, Ticket ticket) {
        send(TclCommands.bytes(TclCommands.CLEAR_ERRORS));
        Optional<TclStatus> s = request();
        String refuse = null;
        synchronized (this) {
            queuedJob = null; // before the checks: status() counts a queued job as printing
            queuedTicket = null;
            s.ifPresent(this::onStatus);
            if (s.isEmpty()) {
                refuse = "printer did not answer before printing";
            } else if (s.get().has(TclFlag.VALIDATION_DONE) || s.get().has(TclFlag.BUSY)) {
                refuse = "printer did not clear its last ticket";
            } else if (!status().canPrint()) {
                refuse = "printer " + status().state();
            }
            if (refuse == null) {
                sentJob = job;
                sentAt = System.nanoTime();
            }
        }
        flush();
        if (refuse != null) {
            listeners.fire(new PrinterEvent.PrintFailed(job, false, refuse, clock.instant()));
            return;
        }
        // Started before the bytes go out: a write that fails half way has still perhaps printed.
        listeners.fire(new PrinterEvent.PrintStarted(job, clock.instant()));
        send(TclCommands.print(config.templateId(), ticket));
    }

    /** Caller holds the lock. */
    private void onStatus(TclStatus s) {
        misses = 0;
        validFrames++;
        last = s;
        apply(s);
        if (sentJob == null) {
            return;
        }
        Optional<PrinterFault> blocking = faults.stream().filter(PrinterFault::blocking).findFirst();
        if (blocking.isPresent()) {
            endJob(false, "printer " + blocking.get() + " while printing");
        } else if (s.has(TclFlag.VALIDATION_DONE) && !s.has(TclFlag.BUSY)) {
            endJob(true, "printed");
        }
    }

    /** Caller holds the lock. */
    private void onMiss() {
        failedRequests++;
        if (++misses >= config.failuresBeforeLoss()) {
            raise(PrinterFault.OFFLINE);
            if (sentJob != null) {
                endJob(false, "printer stopped answering while printing");
            }
        }
    }

    /** Caller holds the lock. */
    private void endJob(boolean printed, String why) {
        UUID job = sentJob;
        sentJob = null;
        outbox.add(printed ? new PrinterEvent.PrintCompleted(job, clock.instant())
                : new PrinterEvent.PrintFailed(job, true, why, clock.instant()));
    }

    /** Brings the fault set in line with a valid answer (OFFLINE clears: the printer answers). */
    private void apply(TclStatus s) {
        Set<PrinterFault> now = s.faults();
        for (PrinterFault f : PrinterFault.values()) {
            if (now.contains(f)) {
                raise(f);
            } else if (faults.remove(f)) {
                outbox.add(new PrinterEvent.FaultCleared(f, clock.instant()));
            }
        }
    }

    private void raise(PrinterFault f) {
        if (faults.add(f)) {
            outbox.add(new PrinterEvent.FaultRaised(f, clock.instant()));
        }
    }

    /** ENQ, then the first frame within the response timeout; empty on silence, garbage or a foreign frame. */
    private Optional<TclStatus> request() {
        byte[] buf = new byte[128];
        try {
            link.discardInput();
            reader.reset();
            link.write(new byte[] {TclCommands.ENQ});
            long end = System.nanoTime() + config.responseTimeout().toNanos();
            while (true) {
                long left = (end - System.nanoTime()) / 1_000_000;
                if (left <= 0) {
                    return Optional.empty();
                }
                int n = link.read(buf, (int) left);
                for (byte[] frame : reader.feed(buf, n)) {
                    Optional<TclStatus> s = TclStatus.parse(frame);
                    if (s.isPresent() && (firmware == null || firmware.equals(s.get().firmware()))) {
                        return s;
                    }
                    listeners.fire(new PrinterEvent.ProtocolError(s.isPresent() ? "status from firmware "
                            + s.get().firmware() + ", expected " + firmware : "malformed status frame of "
                            + frame.length + " bytes", clock.instant()));
                    return Optional.empty();
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private void flush() {
        List<PrinterEvent> out;
        synchronized (this) {
            out = List.copyOf(outbox);
            outbox.clear();
        }
        out.forEach(listeners::fire);
    }

    private void send(byte[] bytes) {
        try {
            link.write(bytes);
        } catch (IOException e) {
            listeners.fire(new PrinterEvent.ProtocolError("write failed: " + e.getMessage(), clock.instant()));
        }
    }

    @Override
    public synchronized PrinterStatus status() {
        boolean busy = sentJob != null || queuedJob != null || (last != null && last.has(TclFlag.BUSY));
        return new PrinterStatus(running, busy, faults, firmware, validFrames, failedRequests);
    }

    @Override
    public void close() {
        synchronized (this) {
            if (!running) {
                return;
            }
            running = false;
        }
        LockSupport.unpark(thread);
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (sentJob != null) {
                endJob(false, "printer closed while printing");
            }
        }
        flush();
        link.close();
    }
}
