package io.opencab.app.cabinet.state;

import io.opencab.app.AppException;
import io.opencab.meters.MeterException;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The cabinet's one queue and the one thread ({@code cabinet}) that takes it (docs/architecture.md, "One thread owns
 * the cabinet"): each action goes to its handler (the dispatcher, which hands it to the part it is for), each
 * internal task (attendant reads, timeouts, ledger failures) runs on the machine, and after each the state is
 * published. Only this thread touches the machine.
 */
public final class CabinetQueue {
    /** One queued item: an action, or an internal task. */
    private record Work(Action action, Function<Machine, ?> task, CompletableFuture<Object> done) {
    }

    private static final Work STOP = new Work(null, null, null);

    private final LinkedBlockingQueue<Work> queue = new LinkedBlockingQueue<>();
    private final Machine machine;
    /** Handles one action on the cabinet thread (the dispatcher above the parts). */
    private final Function<Action, Machine.Reply> handler;
    /** Applies the outputs and publishes the state if anything changed (the facade's listeners). */
    private final Runnable publish;
    /** The latest published state, for the results. */
    private final Supplier<CabinetState> state;
    private final System.Logger log;
    private final Thread thread;
    private volatile boolean running = true;

    public CabinetQueue(Machine machine, Function<Action, Machine.Reply> handler, Runnable publish,
            Supplier<CabinetState> state, System.Logger log) {
        this.machine = Objects.requireNonNull(machine, "machine");
        this.handler = Objects.requireNonNull(handler, "handler");
        this.publish = publish;
        this.state = state;
        this.log = log;
        this.thread = Thread.ofPlatform().name("cabinet").unstarted(this::loop);
    }

    /** Begins taking the queue (after the power-up's recovery). */
    public void start() {
        thread.start();
    }

    public boolean running() {
        return running;
    }

    /**
     * Queues an action. The future completes once it has been handled (accepted or refused) and the
     * resulting state published; it never completes exceptionally for a refusal.
     */
    public CompletableFuture<ActionResult> submit(Action action) {
        Objects.requireNonNull(action, "action");
        CompletableFuture<Object> done = new CompletableFuture<>();
        if (!running) {
            done.complete(new ActionResult(false, "the cabinet is shut down", state.get()));
        } else {
            queue.add(new Work(action, null, done));
        }
        return done.thenApply(o -> (ActionResult) o);
    }

    /**
     * Runs {@code task} on the cabinet thread and waits for it (directly when already on it). The
     * attendant service reads through this, so it sees one consistent state.
     */
    public <T> T call(Function<Machine, T> task) {
        if (Thread.currentThread() == thread) {
            return task.apply(machine);
        }
        CompletableFuture<Object> done = new CompletableFuture<>();
        if (!running) {
            throw new AppException("the cabinet is shut down");
        }
        queue.add(new Work(null, task, done));
        try {
            @SuppressWarnings("unchecked")
            T t = (T) done.join();
            return t;
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
    }

    /** Queues {@code task} for the cabinet thread without waiting (timers, device and host callbacks). */
    public void post(Function<Machine, ?> task) {
        if (running) {
            queue.add(new Work(null, task, new CompletableFuture<>()));
        }
    }

    /**
     * Stops taking actions: what is still queued is refused, and this waits (up to 10 s) for the thread to end.
     * False when it was already stopped.
     */
    public boolean stop() {
        if (!running) {
            return false;
        }
        running = false;
        queue.add(STOP);
        if (Thread.currentThread() != thread) {
            try {
                thread.join(TimeUnit.SECONDS.toMillis(10));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return true;
    }

    private void loop() {
        while (true) {
            Work w;
            try {
                w = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            if (w == STOP) {
                drainRefused();
                return;
            }
            try {
                Object result;
                if (w.action() != null) {
                    Machine.Reply r = handler.apply(w.action());
                    publish.run();
                    result = new ActionResult(r.accepted(), r.message(), state.get());
                } else {
                    result = w.task().apply(machine);
                    publish.run();
                }
                w.done().complete(result);
            } catch (RuntimeException e) {
                if (e instanceof MeterException me && me.kind().ramError()) {
                    machine.storeFailure(me); // a detected RAM error is a lockup, logged as one line when published
                } else {
                    log.log(System.Logger.Level.ERROR, "cabinet: " + (w.action() != null ? w.action() : "task") + " failed", e);
                }
                failed(w, e);
            } catch (LinkageError e) {
                // A class of the program that cannot be loaded or linked is not the program verified at start-up (lab
                // pass of 2026-11-29: a jar replaced under the running JVM). The cabinet locks up; before, the thread
                // ended and every caller waited for it forever.
                log.log(System.Logger.Level.ERROR, "cabinet: " + (w.action() != null ? w.action() : "task") + " failed", e);
                machine.raiseTilt(TiltReason.SOFTWARE_VERIFICATION, CODE_FAULT, "a class of the program could not be"
                    + " loaded (" + e + "): the program running is not the one verified at start-up");
                failed(w, new AppException(e.toString(), e));
            }
        }
    }

    /** The tilt code of a program that failed to load one of its own classes while it ran. */
    public static final String CODE_FAULT = "SOFTWARE_VERIFICATION.CODE";

    private void failed(Work w, RuntimeException e) {
        machine.message = "internal error: " + e.getMessage();
        try {
            publish.run();
        } catch (RuntimeException again) {
            log.log(System.Logger.Level.ERROR, "cabinet: publishing failed", again);
        }
        if (w.action() != null) {
            w.done().complete(new ActionResult(false, "internal error: " + e.getMessage(), state.get()));
        } else {
            w.done().completeExceptionally(e);
        }
    }

    private void drainRefused() {
        List<Work> left = new java.util.ArrayList<>();
        queue.drainTo(left);
        for (Work w : left) {
            if (w.action() != null) {
                w.done().complete(new ActionResult(false, "the cabinet is shut down", state.get()));
            } else if (w.done() != null) {
                w.done().completeExceptionally(new AppException("the cabinet is shut down"));
            }
        }
    }
}
