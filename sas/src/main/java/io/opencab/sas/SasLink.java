package io.opencab.sas;

import java.io.IOException;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The link thread: reads the port, decodes the wakeup bits, feeds the {@link Responder} and writes
 * its replies at once; checks the link timeout between reads. A read or write failure is logged and
 * the loop goes on (the host will poll again) until {@link #close}.
 */
public final class SasLink implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(SasLink.class.getName());
    private final SasPort port;
    private final Responder responder;
    private final Consumer<Long> replyTimes;
    private final Thread thread;
    private volatile boolean running = true;

    /** @param replyTimes told the nanoseconds from a poll's last byte read to its reply written (the benchmark) */
    public SasLink(SasPort port, Responder responder, Consumer<Long> replyTimes) {
        this.port = port;
        this.responder = responder;
        this.replyTimes = replyTimes;
        this.thread = Thread.ofPlatform().name("sas-link").daemon().unstarted(this::loop);
    }

    public SasLink start() {
        thread.start();
        return this;
    }

    private void loop() {
        Parmrk decoder = new Parmrk();
        byte[] buf = new byte[256];
        int failures = 0;
        while (running) {
            try {
                int n = port.read(buf, 50);
                long readAt = System.nanoTime();
                for (int i = 0; i < n; i++) {
                    int sym = decoder.feed(buf[i]);
                    if (sym < 0) {
                        continue;
                    }
                    byte[] reply = responder.accept(sym);
                    if (reply != null) {
                        port.write(reply);
                        replyTimes.accept(System.nanoTime() - readAt);
                    }
                }
                responder.tick();
                failures = 0;
            } catch (IOException | RuntimeException e) {
                if (!running) {
                    return;
                }
                if (failures++ % 100 == 0) {
                    LOG.log(Level.WARNING, "SAS link on " + port + ": " + e.getMessage() + " (failure " + failures + ")", e);
                }
                sleep();
            }
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public Responder responder() {
        return responder;
    }

    @Override
    public void close() {
        running = false;
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        port.close();
    }
}
