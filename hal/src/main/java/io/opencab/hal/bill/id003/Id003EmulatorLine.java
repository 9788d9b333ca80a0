package io.opencab.hal.bill.id003;

import io.opencab.serial.LineThread;
import java.io.IOException;
import java.util.Objects;
import java.util.function.Function;

/**
 * The serial side of {@link Id003Emulator}: one thread reads the host's frames from the line and writes what
 * the emulator answers (null: nothing). A line error (the host end gone) is waited out until closed.
 */
final class Id003EmulatorLine implements AutoCloseable {
    private final SerialLink link;
    private final Function<Id003Frame, byte[]> answer;
    private final Id003FrameReader reader = new Id003FrameReader();
    private final LineThread thread;

    Id003EmulatorLine(SerialLink link, Function<Id003Frame, byte[]> answer) {
        this.link = Objects.requireNonNull(link, "link");
        this.answer = Objects.requireNonNull(answer, "answer");
        this.thread = new LineThread(Thread.ofPlatform().daemon().name("id003-emulator"), this::run);
    }

    void start() {
        thread.start();
    }

    private void run() {
        byte[] buf = new byte[256];
        while (thread.running()) {
            try {
                int n = link.read(buf, 50);
                reader.feed(buf, 0, n);
                Id003Frame f;
                while ((f = reader.poll()) != null) {
                    byte[] out = answer.apply(f);
                    if (out != null) {
                        link.write(out);
                    }
                }
            } catch (IOException e) {
                if (thread.running()) {
                    // The host end went away; keep trying until closed (the line may come back).
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException ie) {
                        return;
                    }
                }
            }
        }
    }

    @Override
    public void close() {
        thread.stop();
        link.close();
    }
}
