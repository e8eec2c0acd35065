package dev.stretchy.verify.vulkan;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Set;

/** A SPIR-V module as 32-bit words, with the counts the benchmark reports. */
public record SpirvModule(int[] words) {
    private static final int MAGIC = 0x07230203;
    private static final int OP_FUNCTION = 54;
    private static final int OP_FUNCTION_END = 56;
    /** OpImageSample*, OpImageFetch, OpImageGather, OpImageDrefGather, OpImageRead (SPIR-V 1.x §3.37.10). */
    private static final Set<Integer> IMAGE_READS = Set.of(87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98);

    public SpirvModule {
        if (words.length < 5 || words[0] != MAGIC) throw new IllegalArgumentException("not a SPIR-V module");
        words = words.clone();
    }

    @Override
    public int[] words() {
        return words.clone();
    }

    public ByteBuffer bytes() {
        ByteBuffer b = ByteBuffer.allocateDirect(words.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(words);
        return b;
    }

    /** Instructions inside function bodies (OpFunction … OpFunctionEnd), the executable code. */
    public int functionInstructionCount() {
        int count = 0;
        boolean inFunction = false;
        for (int i = 5; i < words.length; ) {
            int op = words[i] & 0xffff;
            int len = words[i] >>> 16;
            if (len == 0) throw new IllegalStateException("malformed SPIR-V at word " + i);
            if (op == OP_FUNCTION) inFunction = true;
            if (inFunction) count++;
            if (op == OP_FUNCTION_END) inFunction = false;
            i += len;
        }
        return count;
    }

    /** Image sample/fetch/gather/read instructions in the module. */
    public int imageReadCount() {
        int count = 0;
        for (int i = 5; i < words.length; ) {
            int op = words[i] & 0xffff;
            if (IMAGE_READS.contains(op)) count++;
            i += words[i] >>> 16;
        }
        return count;
    }
}
