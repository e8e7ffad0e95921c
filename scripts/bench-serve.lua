-- wrk script for scripts/bench-serve.sh: POSTs one conversation, checks EVERY answer byte for byte against the
-- PNG the command line wrote for it, and stops each thread after its share of the requests.
-- Arguments: body-file expected-file requests-per-thread marker-directory
local counts, quota, expected, marker
local threads = {}
local next_id = 0

function setup(thread)
  next_id = next_id + 1
  thread:set("id", next_id)
  table.insert(threads, thread)
end

function init(args)
  local file = assert(io.open(args[1], "rb"))
  wrk.body = file:read("*a")
  file:close()
  file = assert(io.open(args[2], "rb"))
  expected = file:read("*a")
  file:close()
  quota = tonumber(args[3])
  marker = args[4]
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  ok, corrupt, rejected, other = 0, 0, 0, 0
  prepared = wrk.format()
end

function request()
  return prepared
end

function response(status, headers, body)
  if status == 200 then
    if body == expected then ok = ok + 1 else corrupt = corrupt + 1 end
  elseif status == 503 then
    rejected = rejected + 1
  else
    other = other + 1
  end
  if ok + corrupt + rejected + other == quota then
    local file = io.open(marker .. "/done." .. id, "w")
    if file then file:close() end
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local total = { ok = 0, corrupt = 0, rejected = 0, other = 0 }
  for _, thread in ipairs(threads) do
    for key, _ in pairs(total) do total[key] = total[key] + (thread:get(key) or 0) end
  end
  local errors = summary.errors
  io.write(string.format(
    "RESULT answered=%d ok=%d corrupt=%d rejected=%d other=%d seconds=%.3f p50_ms=%.1f p99_ms=%.1f "
      .. "socket_errors=%d timeouts=%d\n",
    total.ok + total.corrupt + total.rejected + total.other, total.ok, total.corrupt, total.rejected, total.other,
    summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    errors.connect + errors.read + errors.write, errors.timeout))
end
